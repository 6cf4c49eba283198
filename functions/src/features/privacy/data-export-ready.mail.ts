/** The performer's e-mail when their own-data export is ready: where to download it, and until when. */
import { DATA_EXPORT_TTL_HOURS, idSchema } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { defineMailTemplate, html, link, paragraphs } from '../mail';

export const dataExportReadyTemplate = defineMailTemplate({
  name: 'data-export-ready',
  data: z.strictObject({ exportId: idSchema }),
  async compose() {
    const url = `${config().webBaseUrl}/performer`;
    const before = `The copy of your data you asked for is ready. Download it from your profile within ${DATA_EXPORT_TTL_HOURS} hours; the download link works once.`;
    const after = 'If you did not ask for it, please tell the agency.';
    return {
      subject: 'Your data is ready to download',
      text: [before, '', url, '', after].join('\n'),
      html: html`${paragraphs(before)}
        <p>${link(url, 'Open my profile')}</p>
        ${paragraphs(after)}`,
    };
  },
});
