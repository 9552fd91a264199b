export interface OtpMessage {
  /** 10-digit Indian mobile without +91. */
  to: string;
  code: string;
  /** Full message text, for providers that send free text (console, outbox). */
  text: string;
}

export interface SmsProvider {
  readonly name: string;
  sendOtp(message: OtpMessage): Promise<void>;
}

/**
 * A gateway refused or did not answer. The message is safe to log: it never
 * contains the API key or the code.
 */
export class SmsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsError';
  }
}
