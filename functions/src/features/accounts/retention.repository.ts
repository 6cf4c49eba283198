/**
 * The retention period as the Admin set it: `retentionSettings/agency` (absent: the default, 24
 * months). The only code that reads or writes it.
 */
import { DEFAULT_RETENTION_SETTINGS, type RetentionSettings } from '@scenecall/shared';
import { db } from '../../lib/firebase';
import { recordConverter } from '../../lib/firestore-converter';
import { countDocumentReads } from '../../lib/read-counter';

interface RetentionSettingsRecord extends RetentionSettings {
  updatedAt: string;
  updatedBy: string;
}

const settingsRef = () =>
  db()
    .collection('retentionSettings')
    .withConverter(recordConverter<RetentionSettingsRecord>(['months']))
    .doc('agency');

export async function readRetentionSettings(): Promise<RetentionSettings> {
  countDocumentReads(1);
  const stored = (await settingsRef().get()).data();
  return { months: stored?.months ?? DEFAULT_RETENTION_SETTINGS.months };
}

export async function saveRetentionSettings(settings: RetentionSettings, by: string, now: Date): Promise<void> {
  await settingsRef().set({ ...settings, updatedAt: now.toISOString(), updatedBy: by });
}
