/** The first text after a performer turns texts on (or answers START): what they will get and how to stop. */
import { textsOnWording } from '@scenecall/shared';
import { z } from 'zod';
import { config } from '../../config';
import { defineTextTemplate } from '../mail';

export const textsOnTemplate = defineTextTemplate({
  name: 'texts-on',
  data: z.strictObject({}),
  async compose() {
    const { phone } = config().agency;
    return {
      body: textsOnWording(phone),
    };
  },
});
