import type { CallInput, Calls } from '@d320b/contract';

/** The validated save form of a resource. */
export type FormOf<P extends string> = `admin/${P}/save` extends keyof Calls ? CallInput<Calls[`admin/${P}/save`]> : never;
/** The validated list filter of a resource (page handled by the engine). */
export type FilterOf<P extends string> = `admin/${P}/list` extends keyof Calls ? Omit<CallInput<Calls[`admin/${P}/list`]>, 'page'> : never;
