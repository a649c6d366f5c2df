import express from "express";

// REST handlers for the videos domain (spec section 7), mounted under /api.
export const videosApi = express.Router();
