import type { RequestHandler } from "express";
import { getDb } from "../app/platform/database/db.server";
import { defaultLang } from "../app/platform/i18n/lang";
import type { BlogPost } from "../app/site/blog/blog.server";
import { cachedPosts } from "../app/site/blog/blog-cache.server";
import { readBlogQuery } from "../app/site/blog/blog-query-params.server";
import { type Precompressed, precompress, sendPrecompressed } from "./precompressed";

/** As the route answers (app/site/routes/api/blog-posts.ts): lists change only with an article. */
const CACHE_CONTROL = "public, max-age=60";
const CONTENT_TYPE = "application/json";

/**
 * GET /api/blog/posts from memory, without React Router (whose handling cost ten times the
 * sending, docs/decisions/019): the JSON of each list the blog cache holds, compressed once
 * (Brotli and gzip) and sent by Accept-Encoding, with its ETag (304 on If-None-Match). The
 * compressed answer lives as long as the list it was made from: when an article changes, on this
 * instance or another, the blog cache drops its lists and the next request makes a new one. A
 * query the schema refuses, or a database failure, goes on to the route, which answers it.
 */
export function blogListApi(): RequestHandler {
  const answers = new WeakMap<BlogPost[], Precompressed>();
  // Made-up categories list nothing and are not cached: one answer for all of them.
  const empty = precompress("[]");
  return async (req, res, next) => {
    const search = req.originalUrl.indexOf("?");
    const query = readBlogQuery(
      new URLSearchParams(search === -1 ? "" : req.originalUrl.slice(search + 1)),
    );
    if (!query) return next();
    let posts: BlogPost[];
    try {
      posts = await cachedPosts(await getDb(), query.language ?? defaultLang, query.category);
    } catch {
      return next();
    }
    let answer = posts.length === 0 ? empty : answers.get(posts);
    if (!answer) {
      answer = precompress(JSON.stringify(posts));
      answers.set(posts, answer);
    }
    res.setHeader("Cache-Control", CACHE_CONTROL);
    sendPrecompressed(req, res, answer, CONTENT_TYPE);
  };
}
