import { expect, type Page } from '@playwright/test';
import { API_BASE } from './env';

/** Calls the API like the app does, with the token the app stored. */
export async function callApi<T = Record<string, unknown>>(page: Page, call: string, body: Record<string, unknown> = {}) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post(`${API_BASE}/${call}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    data: body,
  });
  return { status: res.status(), body: (await res.json()) as T };
}

export interface DashboardData {
  total_clubs_count: number;
  total_members_count: number;
}

export async function dashboardCounts(page: Page): Promise<DashboardData> {
  const { status, body } = await callApi<{ status: boolean; data: DashboardData }>(page, 'get_dashboard');
  expect(status, 'get_dashboard HTTP status').toBe(200);
  expect(body.status).toBe(true);
  return body.data;
}

/** A count tile on the dashboard ("Clubs", "Members", "My Club"): the link that opens its page, named "84 Clubs". */
export const countTile = (page: Page, label: 'Clubs' | 'Members' | 'My Club') =>
  page.getByRole('link', { name: new RegExp(`^[\\d,]+\\s*${label}$`) }).first();

/** A count as the dashboard shows it (Indian digit grouping: 1,00,000). */
export const shownCount = (n: number) => n.toLocaleString('en-IN');
