/**
 * One profile form, two audiences: what differs between the performer's own form and the Admin's
 * (spec 2 §2 'User update and user create', §5 'Update form'). The account fields the Admin also
 * edits (phone, e-mail, password, the three flags) are the admin page's own section.
 */
import { UNION_STATUSES, type UnionStatus } from '@scenecall/shared';

export interface ProfileFormRules {
  audience: 'performer' | 'admin';
  /** The union ID field shows whatever the union status (the Admin's form). */
  unionIdAlways: boolean;
  /**
   * Stored identity documents and WHASA certificates are loaded only on request: every staff view
   * of them is written to the audit trail, so opening the form must not count as one.
   */
  auditedPicturesOnRequest: boolean;
}

export const PERFORMER_FORM_RULES: ProfileFormRules = {
  audience: 'performer',
  unionIdAlways: false,
  auditedPicturesOnRequest: false,
};

export const ADMIN_FORM_RULES: ProfileFormRules = {
  audience: 'admin',
  unionIdAlways: true,
  auditedPicturesOnRequest: true,
};

/** The Admin may set any union status. */
export const ADMIN_UNION_CHOICES: UnionStatus[] = [...UNION_STATUSES];
