/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Every mail's one layout, built with react-email: the mall's name, a heading, the greeting, the
 * message, an optional table of details and an optional receipt (lines and totals), the buttons,
 * and a footer that says why the mail came and where to choose which mails come. Texts arrive
 * already in the recipient's language (compose-mail.ts); React escapes every value, so a product
 * or shop name can never become markup.
 * @example const html = await render(<MailMessage {...content} />)
 */
import { Body, Button, Column, Container, Head, Heading, Html, Link, Preview, Row, Section, Text } from '@react-email/components';

export interface MailLine {
  name: string;
  /** The variant's options, e.g. "Colour: Red · Size: M". */
  options: string;
  quantity: number;
  amount: string;
}

export interface MailReceipt {
  labels: { item: string; quantity: string; amount: string; shipTo: string };
  lines: MailLine[];
  totals: { label: string; value: string; strong?: boolean }[];
  shipTo: string[];
}

export interface MailContent {
  /** BCP 47, for `<html lang>`. */
  locale: string;
  mall: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  details?: { label: string; value: string }[];
  receipt?: MailReceipt;
  /** The first is the button; the others are links beside it. */
  actions: { label: string; url: string }[];
  signOff: string;
  /** Why the mail came; '' for mails that say so themselves (an invitation may reach someone with no account). */
  footer: string;
  /** Where to turn kinds of mail off; none for mails that always go. */
  manage?: { label: string; url: string };
}

const colors = { ink: '#1f2933', muted: '#616e7c', line: '#e4e7eb', page: '#f3f4f6', brand: '#1c7ed6' };
const font = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Noto Sans JP', 'Noto Sans SC', 'Noto Sans Thai', sans-serif";
const text = { color: colors.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 14px' };
const small = { color: colors.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 6px' };
const cell = { padding: '8px 0', borderBottom: `1px solid ${colors.line}`, verticalAlign: 'top' as const, lineHeight: '20px' };

export function MailMessage(content: MailContent) {
  const [primary, ...more] = content.actions;
  return (
    <Html lang={content.locale}>
      <Head />
      <Preview>{content.paragraphs[0] ?? content.subject}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto' }}>
          <Section style={{ padding: '0 20px 12px' }}>
            <Text style={{ color: colors.brand, fontSize: '20px', fontWeight: 700, margin: 0 }}>{content.mall}</Text>
          </Section>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: '8px', padding: '24px 20px' }}>
            <Heading as="h1" style={{ color: colors.ink, fontSize: '22px', lineHeight: '30px', margin: '0 0 16px' }}>
              {content.subject}
            </Heading>
            {content.greeting && <Text style={text}>{content.greeting}</Text>}
            {content.paragraphs.map((paragraph, index) => (
              <Text key={index} style={{ ...text, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {/^https?:\/\/\S+$/.test(paragraph) ? (
                  <Link href={paragraph} style={{ color: colors.brand }}>
                    {paragraph}
                  </Link>
                ) : (
                  paragraph
                )}
              </Text>
            ))}
            {content.details && content.details.length > 0 && <Details rows={content.details} />}
            {content.receipt && <Receipt receipt={content.receipt} />}
            {primary && (
              <Section style={{ padding: '8px 0 4px' }}>
                <Button
                  href={primary.url}
                  style={{ backgroundColor: colors.brand, borderRadius: '6px', color: '#ffffff', fontSize: '15px', fontWeight: 600, padding: '12px 20px' }}
                >
                  {primary.label}
                </Button>
                {more.map((action) => (
                  <Link key={action.url} href={action.url} style={{ color: colors.brand, fontSize: '15px', marginLeft: '16px' }}>
                    {action.label}
                  </Link>
                ))}
              </Section>
            )}
            <Text style={{ ...text, margin: '20px 0 0' }}>{content.signOff}</Text>
          </Section>
          <Section style={{ padding: '16px 20px' }}>
            {content.footer && <Text style={small}>{content.footer}</Text>}
            {content.manage && (
              <Link href={content.manage.url} style={{ color: colors.muted, fontSize: '13px', textDecoration: 'underline' }}>
                {content.manage.label}
              </Link>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

function Details({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Section style={{ margin: '4px 0 16px' }}>
      {rows.map((row) => (
        <Row key={row.label}>
          <Column style={{ ...cell, color: colors.muted, fontSize: '14px', width: '40%' }}>{row.label}</Column>
          <Column style={{ ...cell, color: colors.ink, fontSize: '14px' }}>{row.value}</Column>
        </Row>
      ))}
    </Section>
  );
}

function Receipt({ receipt }: { receipt: MailReceipt }) {
  const head = { ...cell, color: colors.muted, fontSize: '12px', textTransform: 'uppercase' as const };
  return (
    <Section style={{ margin: '4px 0 16px' }}>
      <Row>
        <Column style={head}>{receipt.labels.item}</Column>
        <Column style={{ ...head, textAlign: 'center', width: '48px' }}>{receipt.labels.quantity}</Column>
        <Column style={{ ...head, textAlign: 'right', width: '96px' }}>{receipt.labels.amount}</Column>
      </Row>
      {receipt.lines.map((line, index) => (
        <Row key={index}>
          <Column style={{ ...cell, fontSize: '14px', color: colors.ink }}>
            {line.name}
            {line.options && <div style={{ color: colors.muted, fontSize: '13px' }}>{line.options}</div>}
          </Column>
          <Column style={{ ...cell, fontSize: '14px', textAlign: 'center', width: '48px' }}>{line.quantity}</Column>
          <Column style={{ ...cell, fontSize: '14px', textAlign: 'right', width: '96px', whiteSpace: 'nowrap' }}>{line.amount}</Column>
        </Row>
      ))}
      {receipt.totals.map((total) => (
        <Row key={total.label}>
          <Column style={{ padding: '6px 0', fontSize: total.strong ? '16px' : '14px', fontWeight: total.strong ? 700 : 400, color: colors.ink }}>
            {total.label}
          </Column>
          <Column
            style={{
              padding: '6px 0',
              fontSize: total.strong ? '16px' : '14px',
              fontWeight: total.strong ? 700 : 400,
              color: colors.ink,
              textAlign: 'right',
              whiteSpace: 'nowrap',
            }}
          >
            {total.value}
          </Column>
        </Row>
      ))}
      <Text style={{ ...small, margin: '14px 0 2px', fontWeight: 600 }}>{receipt.labels.shipTo}</Text>
      {receipt.shipTo.map((line, index) => (
        <Text key={index} style={{ ...small, margin: 0, color: colors.ink }}>
          {line}
        </Text>
      ))}
    </Section>
  );
}

/** The same mail as plain text, laid out for reading rather than derived from the HTML's tables. */
export function mailText(content: MailContent): string {
  const blocks: string[] = [content.mall, content.subject, content.greeting, ...content.paragraphs];
  if (content.details?.length) blocks.push(content.details.map((row) => `${row.label}: ${row.value}`).join('\n'));
  const { receipt } = content;
  if (receipt) {
    blocks.push(
      receipt.lines
        .map((line) => `${line.name}${line.options ? ` (${line.options})` : ''}\n  ${receipt.labels.quantity} ${line.quantity} · ${line.amount}`)
        .join('\n'),
      receipt.totals.map((total) => `${total.label}: ${total.value}`).join('\n'),
      [`${receipt.labels.shipTo}:`, ...receipt.shipTo].join('\n'),
    );
  }
  if (content.actions.length) blocks.push(content.actions.map((action) => `${action.label}: ${action.url}`).join('\n'));
  blocks.push(content.signOff, '--', content.footer);
  if (content.manage) blocks.push(`${content.manage.label}: ${content.manage.url}`);
  return `${blocks.join('\n\n')}\n`;
}
