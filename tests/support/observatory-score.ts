// Scores response headers by the rules of Mozilla's HTTP Observatory (score modifiers per test,
// starting from 100; 100 and above is A+). Only the tests that depend on headers are scored:
// redirection and subresource integrity depend on the deployment and the page's own markup.

export type ObservatoryResult = { score: number; grade: string; notes: string[] };

/** A test's score modifier and, when it lost points, the Observatory's name for the failure. */
type Outcome = [modifier: number, failure?: string];

function directives(policy: string) {
  const map = new Map<string, string[]>();
  for (const part of policy.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function scoreCsp(policy: string | null): Outcome {
  if (!policy) return [-25, "csp-not-implemented"];
  const csp = directives(policy);
  const scripts = csp.get("script-src") ?? csp.get("default-src") ?? [];
  const broad = (values: string[]) =>
    values.some((v) => ["*", "http:", "https:", "data:"].includes(v));
  if (scripts.includes("'unsafe-inline'") && !scripts.some((v) => v.startsWith("'nonce-"))) {
    return [-20, "csp-implemented-with-unsafe-inline"];
  }
  if (scripts.includes("'unsafe-eval'")) return [-10, "csp-implemented-with-unsafe-eval"];
  if (broad(scripts) || broad(csp.get("object-src") ?? [])) {
    return [-20, "csp-implemented-with-insecure-scheme"];
  }
  if ((csp.get("default-src") ?? []).includes("'none'")) return [10];
  return [5];
}

function scoreCookies(setCookies: string[], https: boolean): Outcome {
  if (!setCookies.length) return [0];
  const all = (test: RegExp) => setCookies.every((cookie) => test.test(cookie));
  if (https && !all(/;\s*secure/i)) return [-40, "cookies-without-secure-flag"];
  if (!all(/;\s*httponly/i)) return [-30, "cookies-session-without-httponly-flag"];
  if (!all(/;\s*samesite=(lax|strict)/i)) return [0];
  return [5];
}

function scoreReferrer(value: string | null): Outcome {
  if (!value) return [0];
  const last = value.split(",").pop()!.trim().toLowerCase();
  if (
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      last,
    )
  ) {
    return [5];
  }
  return [
    "unsafe-url",
    "no-referrer-when-downgrade",
    "origin",
    "origin-when-cross-origin",
  ].includes(last)
    ? [-5]
    : [0];
}

function scoreHsts(value: string | null, https: boolean): Outcome {
  if (!https) return [0];
  if (!value) return [-20, "hsts-not-implemented"];
  const maxAge = Number(value.match(/max-age=(\d+)/i)?.[1] ?? 0);
  if (maxAge < 15_768_000) return [-10, "hsts-implemented-max-age-less-than-six-months"];
  return [0];
}

function scoreFraming(headers: Headers): Outcome {
  const csp = directives(headers.get("content-security-policy") ?? "");
  const ancestors = csp.get("frame-ancestors");
  if (ancestors && !ancestors.includes("*")) return [5];
  const xfo = headers.get("x-frame-options")?.toUpperCase();
  if (xfo === "DENY" || xfo === "SAMEORIGIN") return [0];
  return [-20, "x-frame-options-not-implemented"];
}

function grade(score: number) {
  const steps: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return steps.find(([min]) => score >= min)?.[1] ?? "F";
}

export function observatoryScore(
  headers: Headers,
  { https }: { https: boolean },
): ObservatoryResult {
  const sniffing: Outcome =
    headers.get("x-content-type-options")?.toLowerCase() === "nosniff"
      ? [0]
      : [-5, "x-content-type-options-not-implemented"];
  const outcomes = [
    scoreCsp(headers.get("content-security-policy")),
    scoreCookies(headers.getSetCookie(), https),
    scoreReferrer(headers.get("referrer-policy")),
    scoreHsts(headers.get("strict-transport-security"), https),
    scoreFraming(headers),
    sniffing,
  ];
  const score = outcomes.reduce((total, [modifier]) => total + modifier, 100);
  const notes = outcomes.flatMap(([, failure]) => (failure ? [failure] : []));
  return { score, grade: grade(score), notes };
}
