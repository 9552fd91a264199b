/**
 * What an SMS or WhatsApp sender is (providers: modules/auth/sms/) and how it fails: shared by sign-in
 * and by the security notices of lib/sms-notice.ts.
 */
export interface OtpMessage {
  /** 10-digit Indian mobile without +91. */
  to: string;
  /** The code ('' for a notice without one). */
  code: string;
  /** Full message text, for providers that send free text (console, outbox). */
  text: string;
  /** The language of `text` (the member's, where the gateway has a template for it); English by default. */
  language?: 'en' | 'te' | 'hi';
  /** The gateway template for that language (SMS_TEMPLATE_ID_TE / _HI); the provider's default otherwise. */
  templateId?: string;
  /** A sign-in code (counted as such in the office's daily figures); anything else by default. */
  purpose?: 'sign-in';
}

/** What a gateway answered when it took the message: its reference, for later delivery reports. */
export interface SendReceipt {
  ref?: string;
}

export interface SmsProvider {
  readonly name: string;
  sendOtp(message: OtpMessage): Promise<SendReceipt | void>;
}

/**
 * A gateway refused or did not answer. The message is safe to log: it never
 * contains the API key or the code. `recipient`: the gateway says this number
 * cannot get the message at all (e.g. it has no WhatsApp), so trying again does not help.
 */
export class SmsError extends Error {
  readonly recipient: boolean;
  constructor(message: string, options: { recipient?: boolean } = {}) {
    super(message);
    this.name = 'SmsError';
    this.recipient = options.recipient ?? false;
  }
}

/** The day's message budget of a channel is used up (nothing was sent). */
export class BudgetSpentError extends SmsError {
  constructor(
    readonly channel: 'sms' | 'whatsapp',
    /** Until the budget renews (the district's next midnight), ms. */
    readonly waitMs: number,
  ) {
    super(`${channel}: the daily budget is used up`);
    this.name = 'BudgetSpentError';
  }
}
