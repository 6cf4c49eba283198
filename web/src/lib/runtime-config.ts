import { api } from './api-client';

/** Public configuration served by `GET /api/config`, so one build runs against any stack. */
export interface RuntimeConfig {
  firebase: { apiKey: string; projectId: string; authDomain: string };
  authEmulatorUrl: string | null;
  stripe: { publishableKey: string; localUrl: string | null };
  agency: { name: string; phone: string; email: string; emergencyHours: string };
}

let pending: Promise<RuntimeConfig> | undefined;

export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  pending ??= api.get<RuntimeConfig>('/config', { anonymous: true }).catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}
