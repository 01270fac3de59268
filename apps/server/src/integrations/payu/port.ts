import type { PayUOrderStatus, PayURefundStatus } from '@wizytownik/contracts';

/**
 * The card-payment provider (PayU Poland, REST API v2.1) as the app uses it: pay-by-link orders for a
 * visit, their state, refunds, and the check of the notifications PayU posts back
 * (design/integrations.md §1). Each call takes the clinic's own POS credentials (company settings).
 */
export interface PayUPort {
  createOrder(pos: PayUCredentials, order: PayUOrderRequest): Promise<PayUCreatedOrder>;
  getOrder(pos: PayUCredentials, orderId: string): Promise<PayUOrderInfo>;
  refund(pos: PayUCredentials, refund: PayURefundRequest): Promise<PayURefundReply>;
}

/** A clinic's POS: company settings payUPosId, payUClientId, payUClientSecret and payUMD5Key. */
export interface PayUCredentials {
  readonly posId: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** PayU's "second key (MD5)": signs the notifications. */
  readonly secondKey: string;
}

export interface PayUOrderRequest {
  /** Our id, unique within the POS: sending it again cannot create a second order. */
  readonly extOrderId: string;
  readonly notifyUrl: string;
  readonly continueUrl?: string;
  /** The payer's address when known, else the server's (PayU refuses 0.0.0.0). */
  readonly customerIp: string;
  readonly description: string;
  /** Grosze. */
  readonly totalAmount: number;
  /** Seconds the order may be paid (the link lifetime in days × 86400). */
  readonly validitySeconds: number;
  readonly productName: string;
  readonly buyer?: {
    readonly email?: string;
    readonly phone?: string;
    readonly firstName?: string;
    readonly lastName?: string;
  };
}

export interface PayUCreatedOrder {
  readonly orderId: string;
  readonly extOrderId: string;
  /** The payment page to send to the patient. */
  readonly redirectUri: string;
}

export interface PayUOrderInfo {
  readonly orderId: string;
  readonly extOrderId: string;
  readonly status: PayUOrderStatus;
  /** Grosze. */
  readonly totalAmount: number;
}

export interface PayURefundRequest {
  readonly orderId: string;
  /** Our id of the refund: a repeat with the same id and data returns the same refund. */
  readonly extRefundId: string;
  /** Grosze. */
  readonly amount: number;
  readonly description: string;
}

export interface PayURefundReply {
  readonly refundId: string;
  readonly extRefundId: string;
  /** Grosze. */
  readonly amount: number;
  readonly status: PayURefundStatus;
}

/**
 * Why a call failed: credentials (the token refused, 401/403 after a new token), invalid (400: the
 * request's data, e.g. a refund above what is left), notFound (404), unavailable (5xx, time-outs,
 * network errors, replies of an unexpected shape).
 */
export type PayUFailure = 'credentials' | 'invalid' | 'notFound' | 'unavailable';

export class PayUError extends Error {
  constructor(
    readonly reason: PayUFailure,
    message: string,
    /** PayU's `status.statusCode` when it sent one (ERROR_VALUE_INVALID, BUSINESS_ERROR, …). */
    readonly statusCode: string | null = null,
  ) {
    super(message);
    this.name = 'PayUError';
  }
}
