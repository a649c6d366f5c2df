import express from "express";

// REST handlers for the users domain (spec section 7), mounted under /api.
export const usersApi = express.Router();
