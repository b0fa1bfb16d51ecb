/**
 * The media library's upload bounds, outside the reader's `.server` module because the upload
 * routes declare them in their `handle`, which the browser build keeps.
 */

/** The largest picture the library takes, in bytes (20 MB). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** The most pictures one form of the library may send at once (`<input multiple>`). */
export const MAX_UPLOAD_FILES = 10;
