-- Compares a payment code's keyed hash and counts the try in one statement (decision 014): a right code clears the
-- count, a wrong one adds to it, and the try that reaches p_max sets the lock. NULLs: no code stored as HMAC, or
-- locked (the server then says why, or checks a code still stored as argon2id: modules/account/pay-code.ts).
CREATE OR REPLACE FUNCTION tw_compare_pay_code(p_user bigint, p_expected text, p_max int, p_lock_minutes int,
  OUT matched boolean, OUT attempts int) LANGUAGE plpgsql AS $$
BEGIN
  UPDATE users SET
    pay_attempts = CASE
      WHEN pay_password_hash = p_expected THEN 0
      WHEN pay_locked_until IS NOT NULL AND pay_locked_until <= now() THEN 1
      ELSE pay_attempts + 1 END,
    pay_locked_until = CASE
      WHEN pay_password_hash <> p_expected AND (CASE
        WHEN pay_locked_until IS NOT NULL AND pay_locked_until <= now() THEN 1
        ELSE pay_attempts + 1 END) >= p_max
      THEN now() + make_interval(mins => p_lock_minutes)
      ELSE NULL END
    WHERE id = p_user AND pay_password_hash LIKE 'hmac-sha256$%'
      AND (pay_locked_until IS NULL OR pay_locked_until <= now())
    RETURNING pay_password_hash = p_expected, pay_attempts INTO matched, attempts;
END $$;
