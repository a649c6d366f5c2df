import { pageTitle } from "../../app/lib/site-name.ts";
import { unavailableMessage } from "../db/availability.ts";

// The page a visitor sees while the database is out of reach. It is self-contained (no scripts,
// no assets from the app) so it renders whatever else is failing.
export const unavailablePage = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${pageTitle("Temporarily unavailable")}</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;color:#0b1020;background:#f5f6fa}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:2rem;margin:0 0 1rem}
a{color:#0b1020;font-weight:600}
</style>
</head>
<body>
<main>
<h1>Temporarily unavailable</h1>
<p>${unavailableMessage}</p>
<p><a href="">Try again</a></p>
</main>
</body>
</html>
`;
