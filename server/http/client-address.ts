import { createContext } from "react-router";

// The visitor's address as Express sees it (req.ip, honouring the trusted proxy setting), handed
// to route actions through the load context: React Router's Request does not carry it, and the
// public forms' rate limit needs it with or without JavaScript.
export const clientAddressContext = createContext<string>("unknown");
