import express from "express";

// REST handlers for the news domain (spec section 7), mounted under /api.
export const newsApi = express.Router();
