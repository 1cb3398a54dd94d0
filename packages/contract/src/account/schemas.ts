import { z } from 'zod';
import { Language, LanguageCodeSchema } from '../language-schema.js';
import { Role } from '../status.js';
import { RESET_CODE_LENGTH } from '../constants.js';
import { CurrencyCodeSchema } from '../money/schemas.js';
import {
  V,
  accountName,
  anyPassword,
  email,
  mobile,
  password,
  payCode,
  personName,
  requiredText,
  textInput,
} from '../validation.js';

/** POST /api/user/login */
export const LoginBody = z.object({ account: requiredText(254), password: anyPassword });
export type LoginBody = z.infer<typeof LoginBody>;

/** POST /api/user/register: the spec's field names. */
export const RegisterBody = z.object({
  account: accountName,
  password,
  email,
  mobile,
  familyName: personName,
  givenName: personName,
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** The register screen also asks for the password twice. */
export const RegisterForm = RegisterBody.extend({ repassword: textInput({ error: V.required }) }).refine(
  (form) => form.password === form.repassword,
  { error: V.confirmMismatch, path: ['repassword'] },
);

export const UserInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  email: z.string(),
  mobile: z.string(),
  familyName: z.string(),
  givenName: z.string(),
  role: z.enum([Role.Buyer, Role.Operator, Role.Staff]),
  balance_cents: z.number().int(),
  has_pay_password: z.boolean(),
  lang: Language,
  /** The display currency in effect: the one chosen in Settings, else the language's (`displayCurrencyOf`). */
  currency: CurrencyCodeSchema,
  created_at: z.string(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Login and register answer the token at `data.userinfo.token` (docs/product.md §4). */
export const LoginData = z.object({ userinfo: UserInfo.extend({ token: z.string() }) });
export type LoginData = z.infer<typeof LoginData>;

/** POST /api/user/profile: the fields a buyer edits; at least one. */
export const ProfileBody = z
  .object({ email, mobile, familyName: personName, givenName: personName })
  .partial()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { error: V.required });
export type ProfileBody = z.infer<typeof ProfileBody>;

const differentAndConfirmed = <T extends { old: string; next: string; confirm: string }>(
  form: T,
  ctx: z.RefinementCtx,
  names: { old: string; next: string; confirm: string },
) => {
  if (form.old && form.old === form.next)
    ctx.addIssue({ code: 'custom', message: V.newPasswordSame, path: [names.next] });
  if (form.next !== form.confirm) ctx.addIssue({ code: 'custom', message: V.confirmMismatch, path: [names.confirm] });
};

/** POST /api/user/resetpwd: change the login password; it ends every session. */
export const ResetPwdBody = z
  .object({ oldpassword: anyPassword, newpassword: password, renewpassword: textInput({ error: V.required }) })
  .superRefine((b, ctx) =>
    differentAndConfirmed({ old: b.oldpassword, next: b.newpassword, confirm: b.renewpassword }, ctx, {
      old: 'oldpassword',
      next: 'newpassword',
      confirm: 'renewpassword',
    }),
  );
export type ResetPwdBody = z.infer<typeof ResetPwdBody>;

/** POST /api/user/resetPay: the old code is empty when setting it the first time (docs/product.md §5). */
export const ResetPayBody = z
  .object({
    old_pay_password: textInput().max(32, { error: V.tooLong }).optional().default(''),
    pay_password: payCode,
    re_pay_password: textInput({ error: V.required }),
  })
  .superRefine((b, ctx) =>
    differentAndConfirmed({ old: b.old_pay_password, next: b.pay_password, confirm: b.re_pay_password }, ctx, {
      old: 'old_pay_password',
      next: 'pay_password',
      confirm: 're_pay_password',
    }),
  );
export type ResetPayBody = z.input<typeof ResetPayBody>;

/** POST /api/user/verify_pay */
export const VerifyPayBody = z.object({ pay_password: payCode });
export type VerifyPayBody = z.infer<typeof VerifyPayBody>;
export const VerifyPayData = z.object({ verified: z.literal(true) });

/** POST /api/user/send_reset_code: answers the same whether or not the email is known. */
export const SendResetCodeBody = z.object({ email });
export type SendResetCodeBody = z.infer<typeof SendResetCodeBody>;

/** POST /api/user/reset_by_code: the forgotten-password reset; it ends every session. */
export const ResetByCodeBody = z
  .object({
    email,
    code: textInput({ error: V.required }).regex(new RegExp(`^\\d{${RESET_CODE_LENGTH}}$`), { error: V.resetCode }),
    newpassword: password,
    renewpassword: textInput({ error: V.required }),
  })
  .refine((b) => b.newpassword === b.renewpassword, { error: V.confirmMismatch, path: ['renewpassword'] });
export type ResetByCodeBody = z.infer<typeof ResetByCodeBody>;

/** GET /api/user/set_language?lang=fr */
export const SetLanguageQuery = z.object({ lang: LanguageCodeSchema });
export const LanguageListData = z.object({ list: z.array(Language) });
export const SetLanguageData = z.object({ lang: Language });

/** GET /api/user/help_support and /api/user/law: Markdown in the caller's language. */
export const ContentData = z.object({ title: z.string(), content: z.string(), lang: LanguageCodeSchema });
export type ContentData = z.infer<typeof ContentData>;
