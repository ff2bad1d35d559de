/** The demo accounts and their passwords, printed at start so a newcomer can log in at once. */
export const DEMO_PASSWORDS = {
  admin: 'Admin#2026',
  buyer: 'Buyer#2026',
  seller: 'Seller#2026',
} as const;

export const DEMO_ADMIN = { firstname: 'Ada Admin', email: 'admin@agora.test', phone: '+15550100001' };

export const DEMO_BUYERS = [
  { firstname: 'Bianca Buyer', email: 'buyer1@agora.test', phone: '+15550100011' },
  { firstname: 'Kenji Tanaka', email: 'buyer2@agora.test', phone: '+81312345678' },
  { firstname: 'Siti Rahma', email: 'buyer3@agora.test', phone: '+6281234567890' },
];

export interface DemoAccountLine {
  role: string;
  email: string;
  password: string;
}
