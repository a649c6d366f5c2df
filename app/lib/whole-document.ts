import { createContext } from "react-router";

// Set by the server for a render the page cache keeps (server/http/react-router-handler.ts, ADR
// 0147). That copy is served to every visitor, crawlers and browsers without JavaScript among
// them, so it is written whole, every Suspense boundary in place: never the shell first with
// placeholders that only a script fills in. Before, the form it took depended on the user agent
// of whoever happened to ask first.
export const wholeDocumentContext = createContext<boolean>(false);
