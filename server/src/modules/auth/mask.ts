/** "******1234": the only form of a mobile number that goes into logs. */
export function maskMobile(mobile: string): string {
  return `******${mobile.slice(-4)}`;
}
