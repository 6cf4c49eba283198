/** What an open call's texts tell: its title, its day's dates as texts write them, and the short link to the list. */
import { formatDateForTexts, TEXT_SHORT_PATHS } from '@scenecall/shared';
import { config } from '../../../config';
import { findDay } from '../../projects';
import { findCall } from '../open-calls.repository';

export async function openCallTextFacts(callId: string) {
  const call = await findCall(callId);
  if (!call) throw new Error('The open call no longer exists');
  const day = await findDay(call.record.dayId);
  return {
    title: call.record.title,
    dates: day ? day.record.dates.map(formatDateForTexts).join(', ') : '',
    link: `${config().webBaseUrl}${TEXT_SHORT_PATHS.openCalls}`,
  };
}
