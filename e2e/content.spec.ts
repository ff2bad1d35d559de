/**
 * The mall's own pages at both widths, against the real server and its demo content: a policy
 * page and a blog article read in Thai and Japanese (titles as the API answers them in that
 * language), the home page's latest three articles, the register page's terms link, the contact
 * form opening a conversation with the mall, and an operator's edit of a policy reaching the
 * storefront once published. Each run edits its own policy (desktop and phone run at once).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, call, logIn, registerBuyer, seedSession, uniqueEmail } from './api';
import { adminTexts } from './helpers/area-texts';
import { texts } from './texts';

type Policy = { title: string; content: string; updated_at: string };
type Card = { id: number; title: string; category: { id: number; name: string } };
type Article = Card & { related: Card[] };

const policy = (request: APIRequestContext, path: string, lang: string) => call<Policy>(request, path, { lang });

for (const lang of ['th', 'jp']) {
  test(`a policy page reads in ${lang}, with the other policies a tap away`, async ({ page, request }) => {
    const terms = await policy(request, '/terms-policy', lang);
    const returns = await policy(request, '/return_policy-policy', lang);
    expect(terms.title).not.toBe((await policy(request, '/terms-policy', 'en')).title);
    await seedSession(page, null, lang);
    await page.goto('/#/pages/policy/terms');
    await expect(page.getByTestId('policy-title')).toHaveText(terms.title);
    await expect(page.getByTestId('policy-updated')).toContainText(texts(lang)('content.updatedOn', { date: '' }).trim().slice(0, 4));
    await expect(page.getByTestId('policy-content').locator('h2, p').first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(terms.title.slice(0, 10)));

    await page
      .getByTestId('policy-nav')
      .getByRole('link', { name: texts(lang)('pages.returnPolicy') })
      .click();
    await expect(page.getByTestId('policy-title')).toHaveText(returns.title);
    await expect(page.getByTestId('policy-nav').getByRole('link', { name: texts(lang)('pages.returnPolicy') })).toHaveAttribute('aria-current', 'page');

    // Opened at the last policy, its chip is in sight on a phone too (the row scrolls to it).
    await page.goto('/#/pages/policy/privacy');
    const privacy = page.getByTestId('policy-nav').getByRole('link', { name: texts(lang)('pages.privacy') });
    await expect(privacy).toHaveAttribute('aria-current', 'page');
    await expect(privacy).toBeInViewport({ ratio: 0.9 });
  });

  test(`the blog lists articles and opens one with related articles in ${lang}`, async ({ page, request }) => {
    const list = await call<{ list: Card[] }>(request, '/blog/list?page_size=9', { lang });
    // An article with related ones: the first whose category has more than one.
    let article: Article | undefined;
    for (const card of list.list) {
      const detail = await call<Article>(request, `/blog/detail/${card.id}`, { lang });
      if (detail.related.length > 0) {
        article = detail;
        break;
      }
    }
    if (!article) throw new Error('no demo article with related articles');
    await seedSession(page, null, lang);
    await page.goto('/#/pages/blog/blog');
    await expect(page.getByTestId('blog-card').first()).toBeVisible();
    await expect(page.getByTestId('blog-list').getByRole('heading', { name: list.list[0]!.title })).toBeVisible();

    // A category chip narrows the list to that category.
    await page.getByTestId('blog-categories').locator('label', { hasText: article.category.name }).click();
    await expect(page).toHaveURL(new RegExp(`category_id=${article.category.id}`));
    await page.getByTestId('blog-list').getByRole('link', { name: article.title }).click();
    await expect(page.getByTestId('blog-article-title')).toHaveText(article.title);
    await expect(page.getByTestId('blog-article-category')).toHaveText(article.category.name);
    await expect(page.getByTestId('blog-article-body')).not.toBeEmpty();
    const related = page.getByTestId('blog-related');
    await expect(related.getByTestId('blog-card')).toHaveCount(article.related.length);
    await related.getByRole('link', { name: article.related[0]!.title }).click();
    await expect(page.getByTestId('blog-article-title')).toHaveText(article.related[0]!.title);
  });
}

test('the home page shows the three latest articles', async ({ page, request }) => {
  const latest = await call<Card[]>(request, '/blog/latest?limit=3', { lang: 'en' });
  expect(latest).toHaveLength(3);
  await page.goto('/');
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  const section = page.getByTestId('home-blog');
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByTestId('blog-card')).toHaveCount(3);
  for (const card of latest) await expect(section.getByRole('heading', { name: card.title })).toBeVisible();
});

test('the register page’s terms link opens the terms in a new tab, leaving the form as it was', async ({ page, request, context }) => {
  const terms = await policy(request, '/terms-policy', 'en');
  await page.goto('/#/pages/users/register');
  const name = page.getByRole('textbox', { name: texts('en')('auth.firstname'), exact: true });
  await name.fill('Terms Reader');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page
      .locator('#main')
      .getByRole('link', { name: texts('en')('auth.terms') })
      .click(),
  ]);
  await expect(tab.getByTestId('policy-title')).toHaveText(terms.title);
  await expect(name).toHaveValue('Terms Reader');
});

async function contactAs(page: Page, subject: string) {
  await page.getByRole('textbox', { name: texts('en')('contact.subject') }).fill(subject);
  await page.getByRole('textbox', { name: texts('en')('contact.message') }).fill('My parcel shows delivered but has not arrived. Could you check, please?');
  await page.getByRole('button', { name: texts('en')('contact.send') }).click();
}

test('a guest is asked to log in to write; a buyer’s message opens a conversation with the mall', async ({ page, request }) => {
  const en = texts('en');
  const password = 'e2e-contact-pass-1';
  const buyer = await registerBuyer(request, { name: 'Contact Tester', email: uniqueEmail('contact'), password });
  await page.goto('/#/pages/contact');
  await expect(page.getByRole('heading', { level: 1, name: en('contact.title') })).toBeVisible();
  await page.getByRole('button', { name: en('contact.login') }).click();
  await page.getByRole('textbox', { name: en('auth.email'), exact: true }).fill(buyer.email);
  await page.getByRole('textbox', { name: en('auth.password'), exact: true }).fill(password);
  await page.getByRole('button', { name: en('auth.loginSubmit') }).click();
  await expect(page).toHaveURL(/#\/pages\/contact/);

  const subject = `Parcel not arrived ${Date.now()}`;
  await contactAs(page, subject);
  await expect(page.getByTestId('contact-sent')).toContainText(en('contact.sent'));
  await expect(page.getByRole('link', { name: en('contact.viewTickets') })).toHaveAttribute('href', '#/pages/mine/tickets');
  const tickets = await call<{ list: { subject: string; shop: unknown }[] }>(request, '/customer/ticket/list', { token: buyer.token });
  expect(tickets.list).toEqual([expect.objectContaining({ subject, shop: null })]);
});

test('an operator edits a policy in the console; once published, the storefront shows the new text', async ({ page, request }, info) => {
  const ad = adminTexts('en');
  const key = info.project.name === 'phone' ? 'privacy' : 'support';
  const path = key === 'privacy' ? '/privacy-policy' : '/support-policy';
  const admin = await logIn(request, ADMIN);
  const before = await call<Record<string, string>>(request, `/admin/policy/${key}`, { token: admin });
  const line = `Updated by the e2e run ${Date.now()}: we answer within one working day.`;
  try {
    await seedSession(page, admin, 'en');
    await page.goto(`/#/admin/policies?key=${key}`);
    const editor = page.getByTestId('policy-editor');
    await expect(editor.getByTestId('policy-content-input')).not.toHaveValue('');
    await editor.getByTestId('policy-content-input').fill(`<h2>Our promise</h2><p>${line}</p>`);
    await expect(editor.getByTestId('policy-content-input-preview')).toContainText(line);
    await editor.getByTestId('policy-save').click();
    await expect(page.getByText(ad('content.saved'), { exact: true })).toBeVisible();
    // Hidden, buyers get "not available"; published again, the new text.
    await editor.getByTestId('policy-publish').click();
    await expect(editor.getByTestId('policy-publish')).toHaveText(ad('content.publish'));
    const storefront = await page.context().newPage();
    await storefront.goto(`/#/pages/policy/${key}`);
    await expect(storefront.getByTestId('policy-unavailable')).toBeVisible();
    await editor.getByTestId('policy-publish').click();
    await expect(editor.getByTestId('policy-publish')).toHaveText(ad('content.unpublish'));
    await storefront.reload();
    await expect(storefront.getByTestId('policy-content')).toContainText(line);
    expect((await policy(request, path, 'en')).content).toContain(line);
  } finally {
    await call(request, '/admin/policy/save', { token: admin, form: { key, title_en: before.title_en!, content_en: before.content_en! } });
    await call(request, '/admin/policy/publish', { token: admin, form: { key, published: 1 } });
  }
});
