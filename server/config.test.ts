import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

// Each check gets a fresh data folder (the config writes its generated secret there); all go after.
const made: string[] = [];
const dataDir = () => {
  made.push(mkdtempSync(path.join(tmpdir(), "agency-config-")));
  return made.at(-1) as string;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe("parseConfig", () => {
  it("runs with no configuration at all, generating and then reusing a secret", () => {
    const DATA_DIR = dataDir();
    const first = parseConfig({ DATA_DIR });
    expect(first.PORT).toBe(3000);
    expect(first.siteUrl).toBe("http://localhost:3000");
    expect(first.DATABASE_URL).toBeUndefined();
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(parseConfig({ DATA_DIR }).authSecret).toBe(first.authSecret);
  });

  it.each([
    [{ PORT: "abc" }, /PORT:/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL: must be a postgres/],
    [{ AUTH_SECRET: "short" }, /AUTH_SECRET: must be at least 32 characters/],
    [{ ADMIN_EMAILS: "a@example.com, nope" }, /ADMIN_EMAILS/],
    [{ SMTP_URL: "http://mail" }, /SMTP_URL: must be an smtp/],
    [{ SITE_URL: "not a url" }, /SITE_URL/],
    [{ GOOGLE_CLIENT_ID: "id-only" }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
    [{ VIDEO_THUMBNAIL_ORIGIN: "ftp://thumbs.example" }, /VIDEO_THUMBNAIL_ORIGIN: must be an http/],
    [{ VIDEO_THUMBNAIL_ORIGIN: "https://thumbs.example/vi/" }, /VIDEO_THUMBNAIL_ORIGIN: .*origin/],
    [{ VIDEO_THUMBNAIL_ORIGIN: "https://u:p@thumbs.example" }, /VIDEO_THUMBNAIL_ORIGIN/],
    [{ TRUST_PROXY: "true" }, /TRUST_PROXY: must be a hop count/],
    [{ TRUST_PROXY: "10.0.0.999" }, /TRUST_PROXY: .*10\.0\.0\.999/],
    [{ ALLOW_INSECURE_HTTP: "yes" }, /ALLOW_INSECURE_HTTP: must be true or false/],
    [{ VIMEO_OEMBED_ORIGIN: "https://vimeo.example/api/" }, /VIMEO_OEMBED_ORIGIN: .*origin/],
    [{ ERROR_REPORTING_DSN: "https://sentry.example/42" }, /ERROR_REPORTING_DSN: must be a Sentry/],
    [{ ERROR_REPORTING_DSN: "https://key@sentry.example/web" }, /ERROR_REPORTING_DSN: .*number/],
    [{ ERROR_REPORTING_DSN: "ftp://key@sentry.example/42" }, /ERROR_REPORTING_DSN: must be a/],
    [{ ERROR_REPORTING_DSN: "https://key@sentry.example/42?x=1" }, /ERROR_REPORTING_DSN/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => parseConfig({ DATA_DIR: dataDir(), ...env })).toThrow(message);
  });

  it("normalises admin emails and derives secure cookies from an https SITE_URL", () => {
    const config = parseConfig({
      DATA_DIR: dataDir(),
      ADMIN_EMAILS: " Boss@Example.com ,ops@example.com",
      SITE_URL: "https://www.example.com/some/path",
    });
    expect(config.ADMIN_EMAILS).toEqual(["boss@example.com", "ops@example.com"]);
    expect(config.siteUrl).toBe("https://www.example.com");
    expect(config.secureCookies).toBe(true);
  });

  it("reports errors to a DSN only when one is set", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).ERROR_REPORTING_DSN).toBeUndefined();
    expect(parseConfig({ DATA_DIR: dataDir(), ERROR_REPORTING_DSN: " " }).ERROR_REPORTING_DSN).toBe(
      undefined,
    );
    for (const dsn of [
      "https://0123abcd@o12.ingest.sentry.io/4505",
      "http://key@127.0.0.1:9000/42",
      "https://key@errors.example/self-hosted/path/7",
      "http://key@[::1]:9000/3",
    ]) {
      expect(
        parseConfig({ DATA_DIR: dataDir(), ERROR_REPORTING_DSN: dsn }).ERROR_REPORTING_DSN,
      ).toBe(dsn);
    }
  });

  it("fetches video thumbnails from YouTube's origin unless told otherwise", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).VIDEO_THUMBNAIL_ORIGIN).toBe("https://i.ytimg.com");
    expect(
      parseConfig({ DATA_DIR: dataDir(), VIDEO_THUMBNAIL_ORIGIN: "http://127.0.0.1:4100/" })
        .VIDEO_THUMBNAIL_ORIGIN,
    ).toBe("http://127.0.0.1:4100");
  });

  it("asks Vimeo's own oEmbed endpoint unless told otherwise", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).VIMEO_OEMBED_ORIGIN).toBe("https://vimeo.com");
    expect(
      parseConfig({ DATA_DIR: dataDir(), VIMEO_OEMBED_ORIGIN: "http://127.0.0.1:4101" })
        .VIMEO_OEMBED_ORIGIN,
    ).toBe("http://127.0.0.1:4101");
  });

  it("requires AUTH_SECRET in production on a shared PostgreSQL", () => {
    expect(() =>
      parseConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", DATABASE_URL: "postgres://db/x" }),
    ).toThrow(/AUTH_SECRET: required in production/);
  });

  it("coordinates on DATABASE_DIRECT_URL when set, else on DATABASE_URL", () => {
    const pooled = "postgres://app@pooler.example/db";
    const direct = "postgres://app@db.example/db";
    const one = parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: pooled });
    expect(one).toMatchObject({ databaseDirectUrl: pooled, DATABASE_POOL_SIZE: 10 });
    expect(one.DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
    const both = parseConfig({
      DATA_DIR: dataDir(),
      DATABASE_URL: pooled,
      DATABASE_DIRECT_URL: direct,
      DATABASE_POOL_SIZE: "4",
    });
    expect(both).toMatchObject({ databaseDirectUrl: direct, DATABASE_POOL_SIZE: 4 });
    expect(() => parseConfig({ DATA_DIR: dataDir(), DATABASE_DIRECT_URL: direct })).toThrow(
      /DATABASE_DIRECT_URL: needs DATABASE_URL/,
    );
    expect(() =>
      parseConfig({ DATA_DIR: dataDir(), DATABASE_URL: pooled, DATABASE_CA_FILE: "/no/such.pem" }),
    ).toThrow(/DATABASE_CA_FILE: no such file/);
  });

  it("trusts the loopback proxy by default, and what TRUST_PROXY says otherwise", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: "off" }).TRUST_PROXY).toBe(false);
  });

  describe("production on plain http", () => {
    const production = (env: Record<string, string>) =>
      parseConfig({ DATA_DIR: dataDir(), NODE_ENV: "production", ...env });

    it("is allowed on loopback, with a warning", () => {
      for (const SITE_URL of [
        "http://localhost:3000",
        "http://127.0.0.1:8080",
        "http://[::1]:3000",
      ]) {
        expect(production({ SITE_URL }).startupWarnings).toEqual([
          expect.stringMatching(/plain http: session cookies are sent without Secure/),
        ]);
      }
    });

    it("is refused on any other host unless ALLOW_INSECURE_HTTP=true", () => {
      expect(() => production({ SITE_URL: "http://agency.example" })).toThrow(
        /SITE_URL: .*plain http.*ALLOW_INSECURE_HTTP=true/,
      );
      expect(() => production({ SITE_URL: "http://10.0.0.5:3000" })).toThrow(ConfigError);
      expect(
        production({ SITE_URL: "http://agency.example", ALLOW_INSECURE_HTTP: "true" })
          .startupWarnings,
      ).toEqual([expect.stringMatching(/Running anyway because ALLOW_INSECURE_HTTP=true/)]);
    });

    it("says nothing on https, or outside production", () => {
      expect(production({ SITE_URL: "https://agency.example" }).startupWarnings).toEqual([]);
      expect(
        parseConfig({ DATA_DIR: dataDir(), SITE_URL: "http://agency.example" }).startupWarnings,
      ).toEqual([]);
    });
  });
});
