import { z } from 'zod';
import { GUARDIAN_RELATIONSHIPS, ROLES } from '../enums';
import { PASSWORD_MAX_LENGTH, passwordPolicyProblem } from '../password';
import { emailSchema, phoneSchema } from './common';
import { TERMS_ACCEPTANCE_REQUIRED } from '../guardian-consent';
import { isMinorOnDate } from '../minors';
import { agencyToday } from '../dates';
import { performerProfileSchema } from './profile';

const registrationDateOfBirth = performerProfileSchema.shape.dateOfBirth.unwrap().unwrap();

/** A minor's guardian as registration takes it (the profile's guardian fields). */
export const registrationGuardianSchema = z.strictObject({
  fullName: z.string().trim().min(2, { error: "Guardian's full name is required" }).max(120),
  email: emailSchema,
  tel: phoneSchema,
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, { error: 'Relationship must be Parent or Legal guardian' }),
});

/** Registration password: the policy is checked here so the form and the server agree. */
export const newPasswordSchema = z.string({ error: 'Password is required' }).superRefine((value, ctx) => {
  const problem = passwordPolicyProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** POST /api/auth/register (spec 1, Registration payload). Unknown fields are refused. */
export const registrationSchema = z
  .strictObject({
    tel: phoneSchema,
    email: emailSchema,
    password: newPasswordSchema,
    role: z.enum(ROLES, { error: 'Role must be Performer' }),
    /** The explicit, unticked checkbox: the terms (TERMS_VERSION) accepted. */
    termsAccepted: z.literal(true, { error: TERMS_ACCEPTANCE_REQUIRED }),
    /** A minor registers with their guardian, who is asked to consent (absent: age given later in the profile). */
    dateOfBirth: registrationDateOfBirth.optional(),
    guardian: registrationGuardianSchema.optional(),
    /** A minor's name, shown to their guardian on the consent page. */
    firstName: z.string().trim().min(1).max(60).optional(),
    lastName: z.string().trim().min(1).max(60).optional(),
  })
  .superRefine((value, ctx) => {
    const minor = value.dateOfBirth !== undefined && isMinorOnDate(value.dateOfBirth, agencyToday());
    if (minor && (!value.firstName || !value.lastName))
      ctx.addIssue({
        code: 'custom',
        path: ['firstName'],
        message: 'A performer under 18 gives their first and last name',
      });
    if (minor && !value.guardian)
      ctx.addIssue({
        code: 'custom',
        path: ['guardian'],
        message: 'A performer under 18 registers with their parent or guardian',
      });
    if (value.guardian && value.guardian.email === value.email)
      ctx.addIssue({
        code: 'custom',
        path: ['guardian', 'email'],
        message: "The guardian's e-mail must be their own, not the performer's",
      });
  });
export type RegistrationRequest = z.infer<typeof registrationSchema>;

/** POST /api/auth/login (spec 1, Login request). */
export const loginSchema = z.strictObject({
  tel: phoneSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(PASSWORD_MAX_LENGTH, { error: 'Password is too long' }),
});
export type LoginRequest = z.infer<typeof loginSchema>;

/** POST /api/auth/resend-verification: the phone or the e-mail of the account (exactly one). */
export const resendVerificationSchema = z
  .strictObject({ tel: phoneSchema.optional(), email: emailSchema.optional() })
  .refine((value) => (value.tel === undefined) !== (value.email === undefined), {
    message: 'Send either tel or email',
  });
export type ResendVerificationRequest = z.infer<typeof resendVerificationSchema>;

/** GET /api/auth/verify?token=... */
export const verifyEmailQuerySchema = z.object({
  token: z
    .string({ error: 'The verification token is missing' })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'The verification token is not valid' }),
});

export interface VerifyEmailAnswer {
  verified: true;
}

export interface ResendVerificationAnswer {
  message: string;
}

/** GET /api/auth/me: who the bearer token belongs to. */
export interface SessionAccount {
  uid: string;
  role: (typeof ROLES)[number];
  tel: string;
  email: string;
  emailVerified: boolean;
}

/** Login is refused with 403 and this field issue when the e-mail is not verified yet (the web offers a resend). */
export const EMAIL_NOT_VERIFIED_FIELD = 'emailVerified';
