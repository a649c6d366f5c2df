// Gives or takes a role:  npm run admin -- grant <email> [admin|editor]  |  npm run admin -- revoke <email>
// grant gives admin unless editor is named; revoke makes the account a plain user (ADR 0128).
// With the embedded database (no DATABASE_URL) the server must be stopped first: PGlite has no
// cross-process lock, so this refuses while DATA_DIR/server.pid names a running server.
// With PostgreSQL it works while the server runs; the change applies at the user's next request.
import { ConfigError, getConfig } from "../server/config.ts";
import { runningServerPid } from "../server/db/server-lock.ts";
import { keepFilesPrivate } from "../server/private-files.ts";

// The database and whatever else this writes into DATA_DIR are for this user only (ADR 0066).
keepFilesPrivate();

const usage =
  "Usage: npm run admin -- grant <email>   or   npm run admin -- revoke <email>\n" +
  "       npm run admin -- grant <email> editor   gives the editor role (news, videos, bookings)";

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const [command, email, named, ...extra] = process.argv.slice(2);
if ((command !== "grant" && command !== "revoke") || !email || extra.length > 0) fail(usage, 2);
if (named !== undefined && (command === "revoke" || (named !== "admin" && named !== "editor"))) {
  fail(usage, 2);
}
const granted = named === "editor" ? "editor" : "admin";
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`"${email}" is not an email address.\n${usage}`, 2);

let config: ReturnType<typeof getConfig>;
try {
  config = getConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

if (!config.DATABASE_URL) {
  const pid = runningServerPid(config.dataDir);
  if (pid) {
    fail(
      `The server (process ${pid}) is using the embedded database in ${config.dataDir}.\n` +
        "Stop it first (the embedded database allows one process at a time), then run this again.",
    );
  }
}

// Loaded only now, so a mistyped command or a running server is answered at once.
const { closeDb } = await import("../server/db/client.ts");
const { migrateDatabase } = await import("../server/db/migrate.ts");
const { changeRoleByEmail } = await import("../server/users/role-changes.ts");

await migrateDatabase();
const change = await changeRoleByEmail(email, command === "grant" ? granted : "user");
await closeDb();
if (!change) fail(`No account uses ${email}. The person must sign up first.`);
if (!change.ok) {
  fail(
    `${email} has not confirmed their email address yet, so it may not be its owner's account.\n` +
      "Ask them to use the link we mailed them (or Forgot password?), then grant the role.",
  );
}
const listed = config.ADMIN_EMAILS.includes(email.toLowerCase())
  ? " Note: ADMIN_EMAILS lists this email, so the role comes back when its owner next chooses a password through a mailed link (Forgot password?); take it off ADMIN_EMAILS to keep it away."
  : "";
if (command === "grant") {
  console.log(`${email} is now an ${granted}.`);
} else if (change.from === "user") {
  console.log(`${email} holds no role to revoke.`);
} else {
  console.log(`${email} is no longer an ${change.from}.${change.from === "admin" ? listed : ""}`);
}
