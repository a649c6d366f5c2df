// How a failed send is treated (ADR 0159). An SMTP 5xx reply is permanent: retrying sends the
// same refusal. When the refusal is of the recipient (the RCPT stage, nodemailer's EENVELOPE)
// the address is suppressed and never tried again. Everything else is temporary and retried with
// backoff: a 4xx, a refused or dropped connection, a timeout, and a refused login (EAUTH), which
// is the operator's configuration to fix, not the message's fault.

export type SmtpFailure = { permanent: boolean; suppressAddress: boolean; reason: string };

export function classifySmtpFailure(error: unknown): SmtpFailure {
  const detail = (error ?? {}) as { responseCode?: unknown; code?: unknown; message?: unknown };
  const reason = (typeof detail.message === "string" ? detail.message : String(error)).slice(
    0,
    500,
  );
  const status = typeof detail.responseCode === "number" ? detail.responseCode : 0;
  const permanent = status >= 500 && status < 600 && detail.code !== "EAUTH";
  return { permanent, suppressAddress: permanent && detail.code === "EENVELOPE", reason };
}
