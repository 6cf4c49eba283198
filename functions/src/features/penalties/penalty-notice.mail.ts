/** What happened to a performer's penalty: recorded by an Admin, waived, or removed by the new late-commission rule. */
import { formatCad, idSchema, PENALTY_KIND_LABELS, PENALTY_KINDS } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { defineMailTemplate, html, link, paragraphs } from '../mail';

export const PENALTY_NOTICES = ['recorded', 'waived', 'removed'] as const;

export const penaltyNoticeData = z.strictObject({
  penaltyId: idSchema,
  notice: z.enum(PENALTY_NOTICES),
  kind: z.enum(PENALTY_KINDS),
  amountCents: z.number().int().min(0),
  note: z.string().max(2000).nullable(),
});

const commissionsUrl = () => `${config().webBaseUrl}/performer/commissions`;

const SUBJECTS = {
  recorded: 'A penalty was recorded on your account',
  waived: 'Your penalty was waived',
  removed: 'A late-commission penalty was removed',
} as const;

export const penaltyNoticeTemplate = defineMailTemplate({
  name: 'penalty-notice',
  data: penaltyNoticeData,
  async compose({ notice, kind, amountCents, note }) {
    const what = `${PENALTY_KIND_LABELS[kind]} penalty (${formatCad(amountCents)})`;
    const sentence = {
      recorded: `A ${what} was recorded on your account.${note ? ` The agency's note: ${note}` : ''} You may answer it once from your commissions page.`,
      waived: `Your ${what} was waived; you owe nothing for it.${note ? ` The agency's note: ${note}` : ''}`,
      removed: `Your ${what} was removed: the commission is due 2 weeks after your pay arrived, and under that rule your payment was on time.`,
    }[notice];
    return {
      subject: SUBJECTS[notice],
      text: `${sentence}\n\nYour penalties: ${commissionsUrl()}`,
      html: html`${paragraphs(sentence)}
        <p>${link(commissionsUrl(), 'See your penalties')}</p>`,
    };
  },
});
