/** The demo's policy pages and blog in English. */
import type { ContentTexts } from './types';

export const en: ContentTexts = {
  policies: {
    terms: {
      title: 'Terms and conditions',
      content: `<p>Welcome to Agora. These terms apply whenever you browse, buy or sell on our marketplace. By creating an account or placing an order you agree to them, so please read them carefully.</p>
<h2>Who we are</h2>
<p>Agora is a marketplace: independent shops list and sell their own products, and we run the platform, take payments and step in when something goes wrong. The contract for each purchase is between you and the shop that sells the item.</p>
<h2>Your account</h2>
<ul><li>You must be at least 18, or have a parent's permission, to buy.</li><li>Keep your password to yourself. You are responsible for what happens under your account.</li><li>Give us true details: your name, e-mail address and delivery address.</li></ul>
<h2>Orders and prices</h2>
<p>Prices are shown in US dollars; amounts in other currencies are estimates for your convenience. An order is confirmed once it is paid, or once you choose cash on delivery. A shop may cancel an order it cannot fulfil, and any payment is then returned in full.</p>
<h2>Paying</h2>
<p>You can pay from your Agora wallet, by bank card or, where offered, cash on delivery. We never store your full card number.</p>
<h2>What is not allowed</h2>
<ul><li>Counterfeit, stolen or illegal goods.</li><li>Fake reviews, or reviews written in exchange for a reward.</li><li>Taking conversations and payments off Agora to avoid our protection.</li></ul>
<p>We may suspend accounts that break these rules. If we change these terms we will announce it on the site at least 14 days before the change takes effect.</p>
<h2>Questions</h2>
<p>Write to us through <a href="/pages/policy/support">customer support</a> and we will be glad to help.</p>`,
    },
    return: {
      title: 'Returns and refunds',
      content: `<p>We want you to be happy with every order. If something is not right, you can ask for a refund or a return from your order page.</p>
<h2>How long you have</h2>
<p>You can request a return or a refund within <strong>15 days</strong> of the day your order is marked as received. After that window closes, after-sales requests are no longer possible for that order.</p>
<h2>Two kinds of request</h2>
<ul><li><strong>Refund only</strong>: for an item that never arrived, or arrived damaged and does not need to be sent back.</li><li><strong>Return and refund</strong>: you send the item back first; the shop refunds you once it has received it.</li></ul>
<h2>Step by step</h2>
<ol><li>Open the order, pick the item and choose "Refund".</li><li>Tell us the reason, the quantity and add photos if the item is damaged.</li><li>The shop answers within 3 days. If it accepts a return, send the item and enter the tracking number.</li><li>Once approved, the money goes back to where it came from: your wallet at once, or your card within 5 to 10 working days.</li></ol>
<h2>Items that cannot be returned</h2>
<ul><li>Opened cosmetics and personal care products.</li><li>Fresh food and flowers.</li><li>Products made to your own measurements.</li></ul>
<h2>If you disagree with the shop</h2>
<p>If a shop turns down your request and you think it is wrong, you can ask Agora to decide. Our team looks at both sides and its decision is final.</p>`,
    },
    support: {
      title: 'Customer support',
      content: `<p>Our support team is here to help with orders, payments, your account and anything else about shopping on Agora.</p>
<h2>How to reach us</h2>
<ul><li><strong>Support tickets</strong>: open "Support tickets" in your account menu and write to the mall, or to a shop directly about its products.</li><li><strong>Live chat</strong>: tap the chat button when it is shown.</li><li><strong>E-mail</strong>: write to <a href="mailto:support@agora.test">support@agora.test</a>.</li></ul>
<h2>When we answer</h2>
<p>We reply to tickets within 24 hours on working days, usually much sooner. Shops are asked to answer their customers within one working day.</p>
<h2>Before you write</h2>
<p>Many questions are answered in a minute by checking these pages:</p>
<ul><li>Where is my order? Open <em>Purchase history</em> and then the order to see its tracking.</li><li>How do I get a refund? Read our <a href="/pages/policy/return">returns and refunds</a> page.</li><li>How do I top up my wallet? Open <em>Wallet</em> and choose "Top up".</li></ul>
<h2>Help us help you</h2>
<p>Include your order number and, if something is damaged, a photo or two. It saves a round of questions and gets your problem solved faster.</p>
<h2>Stay safe</h2>
<p>Agora staff will never ask for your password or a verification code, and will never ask you to pay outside the site. If anyone does, please report it to us.</p>`,
    },
    privacy: {
      title: 'Privacy policy',
      content: `<p>This policy explains what personal data Agora collects, why, and what choices you have. We collect only what we need to run the marketplace.</p>
<h2>What we collect</h2>
<ul><li><strong>Account details</strong>: your name, e-mail address, phone number and password (stored only as a secure hash).</li><li><strong>Orders</strong>: what you buy, delivery addresses and payment records. Card numbers are handled by our payment provider and never reach our servers.</li><li><strong>Messages</strong>: what you write to shops or to our support team.</li><li><strong>Technical data</strong>: your language and currency choices, and basic logs that keep the site secure.</li></ul>
<h2>How we use it</h2>
<ul><li>To process your orders, payments and refunds.</li><li>To let a shop deliver your order: it sees your name, delivery address and phone number, and nothing more.</li><li>To prevent fraud and keep accounts safe.</li><li>To send you the newsletter, but only if you subscribed.</li></ul>
<h2>What we do not do</h2>
<p>We do not sell your personal data, and we do not show you third-party advertising based on it.</p>
<h2>How long we keep it</h2>
<p>We keep order and payment records for as long as the law requires, usually several years. Other data is deleted when you close your account.</p>
<h2>Your rights</h2>
<p>You can see and correct your details in your profile at any time. To get a copy of your data or to delete your account, contact <a href="/pages/policy/support">customer support</a>.</p>`,
    },
    about_us: {
      title: 'About Agora',
      content: `<p>Agora is an online marketplace where independent shops and everyday buyers meet. The name comes from the open square at the heart of ancient Greek towns, where people gathered to trade, talk and share news. We wanted to build the same thing for today.</p>
<h2>What we believe</h2>
<ul><li><strong>Small shops deserve a big stage.</strong> Anyone can open a shop on Agora and reach buyers in many countries.</li><li><strong>Buying should feel safe.</strong> Every payment goes through Agora, and your money is protected until your order arrives.</li><li><strong>Everyone should shop in their own language.</strong> Agora speaks eleven languages, from Thai to Portuguese.</li></ul>
<h2>How it works</h2>
<p>Shops list their products, set their prices and ship the orders themselves. We look after the rest: secure payments in several ways, the wallet, refunds, support and the rules that keep the marketplace fair.</p>
<h2>By the numbers</h2>
<ul><li>Thousands of products in fashion, electronics, home, beauty and sport.</li><li>Support in 24 hours or less on working days.</li><li>Free delivery on wholesale orders of 500 pieces or more.</li></ul>
<h2>Sell with us</h2>
<p>Have something to sell? Choose "Become a seller" in your account menu, tell us about your shop and start selling once it is approved.</p>`,
    },
  },
  categories: ['Mall news', 'Shopping guides', 'Seller stories'],
  articles: [
    {
      title: 'Free delivery on 500 pieces, now in every shop',
      summary: 'Buying in bulk? Wholesale orders of 500 pieces or more now ship free from every shop on Agora.',
      body: `<p>Until now, free delivery on large orders depended on the shop. From this month, it is the same everywhere: any order of <strong>500 pieces or more</strong> ships free, whichever shop you buy from.</p>
<h2>Who it is for</h2>
<p>Small businesses restocking their shelves, schools buying supplies for a whole year, event organisers ordering gifts for every guest. If you buy in volume, you no longer need to compare delivery fees between shops.</p>
<h2>How it works</h2>
<ul><li>Add the items to your cart as usual. Wholesale prices apply automatically at the quantities the shop has set.</li><li>At checkout, the delivery fee disappears as soon as the shop's part of your order reaches 500 pieces.</li><li>Nothing to enter and no code to remember.</li></ul>
<p>Mixed carts work too: the rule applies to each shop's part of the order separately. Happy bulk shopping!</p>`,
    },
    {
      title: 'Five ways to get the most out of flash deals',
      summary: 'Flash deals are short and stock is limited. A little preparation makes all the difference.',
      body: `<p>Every day, shops on Agora put a few products on sale for a few hours only. The best ones sell out fast. Here is how to be ready.</p>
<ol><li><strong>Keep a wishlist.</strong> Save the products you are waiting for. When one shows up in a deal, you will recognise it at once.</li><li><strong>Check the countdown.</strong> The timer on the flash deals page shows exactly when each deal ends. The price goes back to normal after that, even if the item is still in your cart.</li><li><strong>Top up your wallet in advance.</strong> Paying from the wallet takes one tap, which matters when only a few pieces are left.</li><li><strong>Compare before you buy.</strong> Add similar products to the comparison list to see prices and features side by side.</li><li><strong>Read the reviews.</strong> A good price is only a good deal if the product is good too.</li></ol>
<p>Last tip: a deal ending soon is no reason to rush into a purchase you do not need. The next one is only a day away.</p>`,
    },
    {
      title: 'Green Basket: from a market stall to customers in ten countries',
      summary: 'How a small family grocery brought its coffee, tea and dried fruit to buyers across Asia and beyond.',
      body: `<p>Three years ago, Green Basket was a stall at a Saturday market. Today it sends coffee, tea and dried fruit to customers in ten countries. We asked its founder how it happened.</p>
<h2>Starting small</h2>
<p>"We opened our Agora shop with twelve products and photos taken on a kitchen table," she says. "The first orders came from people who already knew us from the market. Then strangers started to find us."</p>
<h2>Listening to buyers</h2>
<p>Reviews changed the business. Customers asked for smaller packs to try new teas, so the shop added sample sizes. Those are now its best sellers.</p>
<blockquote>Every review is a conversation. Even the bad ones tell you exactly what to fix.</blockquote>
<h2>Growing carefully</h2>
<p>Wholesale prices brought in cafés and offices, and selling in eleven languages brought buyers from Thailand, Japan and Brazil. The family still packs every order by hand.</p>
<p>Her advice for new sellers? "Answer every message the same day. People remember that."</p>`,
    },
    {
      title: 'How to choose the right size when buying clothes online',
      summary: 'Fewer returns, better fit: a few simple habits that make buying clothes online easier.',
      body: `<p>Clothes are the items most often sent back, usually because of the size. A few minutes of preparation can save you a return.</p>
<h2>Measure yourself once</h2>
<p>With a soft tape measure, note your chest, waist, hips and inside leg length. Keep the numbers on your phone. They are more reliable than the size on the label of your favourite T-shirt, because sizes differ from one brand to another.</p>
<h2>Read the shop's size chart</h2>
<p>Most shops list the measurements of each size in the product description. Compare them with yours, not with the size you usually wear.</p>
<h2>Look at the reviews</h2>
<p>Buyers often mention whether an item runs small or large. If several say "order one size up", believe them.</p>
<h2>Check the material</h2>
<ul><li>Cotton can shrink a little after the first wash.</li><li>Stretchy fabrics forgive a size that is slightly off.</li><li>Linen and denim keep their shape.</li></ul>
<p>Not sure? Ask the shop through the product page. Sellers know their clothes better than anyone.</p>`,
    },
    {
      title: 'Agora now speaks eleven languages',
      summary: 'Thai, Vietnamese, Malay, Traditional Chinese and more: Agora is now available in eleven languages.',
      body: `<p>Shopping is easier in your own language. That is why Agora is now fully available in <strong>eleven languages</strong>: English, Spanish, Japanese, Hindi, Indonesian, Simplified Chinese, Thai, Traditional Chinese, Portuguese, Malay and Vietnamese.</p>
<h2>What is translated</h2>
<ul><li>Every page, button and message of the site.</li><li>Categories, and the products whose shops have added translations.</li><li>E-mails, notices, and these very blog articles.</li></ul>
<h2>How to change the language</h2>
<p>Tap the language menu at the top of any page and choose yours. Agora remembers your choice on this device.</p>
<h2>For sellers</h2>
<p>You can write your product names and descriptions in each language from the seller centre. Where a translation is missing, buyers see the English text, so nothing is ever left blank.</p>
<p>Found a translation that could be better? Tell us through customer support. We read every message.</p>`,
    },
    {
      title: 'Pixel Harbor: selling electronics with honest descriptions',
      summary: 'A two-person electronics shop explains why clear, honest product pages bring fewer returns and more loyal customers.',
      body: `<p>Pixel Harbor sells phones, headphones and accessories. It is run by two friends who met while repairing laptops at university.</p>
<h2>Honesty sells</h2>
<p>"We write exactly what a product does and what it does not," says one of them. "If a charger is not fast enough for a laptop, we say so on the page." The result: returns fell by half in their first year.</p>
<h2>Pictures that help</h2>
<p>Every product has photos of the box contents and the ports, not only the front. Buyers want to know what they will actually receive.</p>
<h2>After the sale</h2>
<ul><li>They answer questions through support tickets, usually within an hour.</li><li>They accept returns without argument when a product is faulty.</li><li>They follow up after delivery to make sure everything works.</li></ul>
<blockquote>A customer who trusts you comes back. A customer who feels tricked never does.</blockquote>
<p>Their next step: adding refurbished devices, each tested and sold with a six-month warranty.</p>`,
    },
  ],
};
