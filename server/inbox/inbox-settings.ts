import { z } from "zod";

// Settings of the inbox domain beyond the shared operator contract. Read once, on first use;
// tests lower the limit to reach it quickly.
//   INBOX_RATE_LIMIT            accepted submissions per visitor address per window (default 5)
//   INBOX_RATE_WINDOW_SECONDS   length of that window in seconds (default 600)

const settingsSchema = z.object({
  INBOX_RATE_LIMIT: z.coerce.number().int().min(1).default(5),
  INBOX_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
});

let current: { rateLimit: number; rateWindowMs: number } | undefined;

export function getInboxSettings() {
  if (!current) {
    const parsed = settingsSchema.safeParse({
      INBOX_RATE_LIMIT: process.env.INBOX_RATE_LIMIT || undefined,
      INBOX_RATE_WINDOW_SECONDS: process.env.INBOX_RATE_WINDOW_SECONDS || undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Invalid configuration: ${issue?.path.join(".")}: ${issue?.message}`);
    }
    current = {
      rateLimit: parsed.data.INBOX_RATE_LIMIT,
      rateWindowMs: parsed.data.INBOX_RATE_WINDOW_SECONDS * 1000,
    };
  }
  return current;
}
