import { defineRule } from '../define-rule.js';

export default defineRule({
  id: 'http/body-on-get',
  description: 'A `spec.requestBody` on a GET (error) or DELETE (warning) request.',
  severity: 'error',
  why: 'fetch refuses a GET request with a body, so every call fails; on DELETE a body has no defined meaning and many servers and proxies drop or refuse it.',
  fix: 'Remove `requestBody` and pass the values as `{param}` placeholders in the URL’s path or query, or use POST.',
  example: '"spec": {"kind": "http", "method": "GET", "urlTemplate": "https://api.example.com/search", "requestBody": {"kind": "json-input"}}',
  reads: ['spec'],
  requires: ['spec'],
  check: ({ spec }) => {
    if (spec.requestBody === undefined || (spec.method !== 'GET' && spec.method !== 'DELETE')) return [];
    const get = spec.method === 'GET';
    return [
      {
        pointer: '/spec/requestBody',
        message: get
          ? 'A GET request cannot carry spec.requestBody: fetch refuses it, so every call would fail.'
          : 'spec.requestBody on a DELETE request has no defined meaning; many servers and proxies drop or refuse it.',
        hint: 'Remove requestBody and pass the values as {param} placeholders in the URL, or use POST.',
        severity: get ? 'error' : 'warning',
      },
    ];
  },
});
