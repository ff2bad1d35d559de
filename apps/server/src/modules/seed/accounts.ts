/** The demo accounts and their passwords, printed at start so a newcomer can log in at once. */
export const DEMO_PASSWORDS = {
  admin: 'Admin#2026',
  buyer: 'Buyer#2026',
  seller: 'Seller#2026',
  staff: 'Staff#2026',
} as const;

export const DEMO_ADMIN = { firstname: 'Ada Admin', email: 'admin@agora.test', phone: '+15550100001' };

/** One console account per staff role besides the owner (the demo admin, who holds every area). */
export const DEMO_STAFF = [
  { role: 'catalogue', firstname: 'Carlos Catalogue', email: 'catalogue@agora.test', phone: '+15550100002' },
  { role: 'orders', firstname: 'Olivia Orders', email: 'orders@agora.test', phone: '+15550100003' },
  { role: 'finance', firstname: 'Farah Finance', email: 'finance@agora.test', phone: '+15550100004' },
  { role: 'support', firstname: 'Sam Support', email: 'support@agora.test', phone: '+15550100005' },
  { role: 'content', firstname: 'Chloe Content', email: 'content@agora.test', phone: '+15550100006' },
] as const;

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
