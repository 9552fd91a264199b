/**
 * The app's JSON body parser: Fastify's own (prototype-poisoning checks
 * included), behind a cheap nesting-depth check. A megabyte of `[[[[...` costs
 * JSON.parse (and then validation) a second of CPU; the scan below refuses it
 * in one linear pass over the text, before any parsing.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.js';

/** Deepest nesting any call needs is 2; this leaves room without inviting abuse. */
export const MAX_JSON_DEPTH = 16;

export const JSON_DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** Nesting depth of JSON text, stopping as soon as it passes `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      // Jump to the closing quote (one not preceded by an odd number of backslashes).
      let from = i + 1;
      for (;;) {
        const q = text.indexOf('"', from);
        if (q === -1) return false; // unterminated: JSON.parse refuses it
        let backslashes = 0;
        for (let k = q - 1; k > i && text.charCodeAt(k) === 92; k--) backslashes++;
        from = q + 1;
        if (backslashes % 2 === 0) break;
      }
      i = from - 1;
    } else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (c === 93 /* ] */ || c === 125 /* } */) {
      depth--;
    }
  }
  return false;
}

export function installJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, JSON_DEPTH_MESSAGE), undefined);
      return;
    }
    parse(request, text, done);
  });
}
