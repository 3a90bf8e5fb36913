import '@skerry/tokens/tokens.css';
import { afterEach } from 'vitest';
import { cleanup } from './fixture.js';

// Tokens are loaded as a page would, so colour contrast is checked against the real palette.
afterEach(cleanup);
