// Reading the service's rejection of a body back into commands, options and rules.
export { explain, formatServicePath, GAP_REMEDY, ISSUES_URL, NO_BODY_REMEDY, type ExplainOptions, type Explanation, type ExplanationStatus } from './explain.js';
export { parseServiceError, type ServiceError, type ServiceErrorLeaf } from './parse.js';
export { REQUEST_CODES, RULE_SERVICE_CODES, SERVICE_CODES, type RequestCode, type ServiceCode } from './codes.js';
