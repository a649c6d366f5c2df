import express from "express";

// REST handlers for the inbox domain (spec section 7), mounted under /api.
export const inboxApi = express.Router();
