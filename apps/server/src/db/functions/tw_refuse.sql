-- A refusal that undoes the money call's writes (the key too): the server reads the key and values from the message
-- (SQLSTATE TW400, modules/orders/place-orders.ts) and keeps the refusal as the key's answer in a second call.
CREATE OR REPLACE FUNCTION tw_refuse(p_key text, p_values jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'TW400', MESSAGE = jsonb_build_object('key', p_key, 'values', p_values)::text;
END $$;
