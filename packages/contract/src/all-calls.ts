import { calls } from './calls';
import { extensionCalls } from './extensions';

/** Every call the server serves: the member app's 39 (`calls`) and those outside its base (`extensionCalls`). */
export const allCalls = { ...calls, ...extensionCalls } as const;
export type AllCalls = typeof allCalls;
export type AnyCallName = keyof AllCalls & string;
