import rule from '../../../src/rules/http/success-status-range.js';
import { httpSpec, packTool } from '../../fixtures.js';
import { testRule } from '../rule-tester.js';

const tool = (min: number, max: number) => packTool({ spec: httpSpec({ successStatus: { min, max } }) });

testRule(rule, {
  valid: [
    { name: 'a 2xx range', manifest: tool(200, 299) },
    { name: 'a single status', manifest: tool(204, 204) },
    { name: 'the widest range', manifest: tool(100, 599) },
    { name: 'no successStatus', manifest: packTool({ spec: httpSpec() }) },
  ],
  invalid: [
    { name: 'min and max swapped', manifest: tool(299, 200), issues: [{ pointer: '/spec/successStatus' }] },
    { name: 'one apart', manifest: tool(201, 200), issues: [{ pointer: '/spec/successStatus', severity: 'error' }] },
  ],
});
