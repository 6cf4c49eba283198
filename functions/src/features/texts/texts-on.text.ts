/** The first text after a performer turns texts on (or answers START): what they will get and how to stop. */
import { z } from 'zod';
import { config } from '../../config';
import { defineTextTemplate } from '../mail';

export const textsOnTemplate = defineTextTemplate({
  name: 'texts-on',
  data: z.strictObject({}),
  async compose() {
    const { phone } = config().agency;
    return {
      body: `You will now get texts about requests, bookings and call times. Msg frequency varies. Reply HELP for help, STOP to stop. Questions: ${phone}.`,
    };
  },
});
