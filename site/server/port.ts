export const DEFAULT_PORT = 4173;

export type PortSetting = { ok: true; port: number } | { ok: false; message: string };

/**
 * The port from `PORT`: unset or empty means the default; `0` asks the system for a free port
 * (the tests use that). Anything but a whole number up to 65535 is refused before any work.
 */
export function parsePort(value: string | undefined): PortSetting {
  if (value === undefined || value === '') return { ok: true, port: DEFAULT_PORT };
  const port = Number(value);
  if (!/^\d{1,5}$/.test(value) || port > 65535) {
    return {
      ok: false,
      message: `PORT must be a whole number from 0 to 65535 (0 picks a free port), not "${value}".`,
    };
  }
  return { ok: true, port };
}
