// The four content pages every deployment starts with. Editors change them in the Data Studio afterwards;
// provisioning only creates a page whose slug does not exist yet.

const about = `
<p>Atlas helps homeowners organise, compare and analyse solar installer quotes in one standard format, so the
numbers can be read side by side without a salesperson in the room.</p>

<h2>Why we built it</h2>
<p>A solar proposal is a long document written by the company that wants to sell you the system. Two quotes
for the same roof rarely use the same assumptions: one counts incentives in the price, another leaves them out;
one assumes your electricity rate rises 5% a year, another 2%; one quotes a cash price, another a monthly
payment. Comparing them honestly takes an afternoon with a spreadsheet. Atlas does that work for you.</p>

<h2>What you can do with it</h2>
<ul>
  <li><strong>Keep one project per property.</strong> Enter your usage and your utility rate once; every quote is
  measured against the same assumptions.</li>
  <li><strong>Enter each quote in a guided form.</strong> System size, price, incentives, expected production,
  financing, equipment and warranties.</li>
  <li><strong>Compare on the metrics that matter.</strong> Net cost, cost per watt, payback, return on investment,
  lifetime savings and the cost of each kilowatt-hour your panels will produce. The <a href="/methodology">methodology</a>
  explains every formula.</li>
  <li><strong>Share a read-only link</strong> with family or an adviser. Shared pages never show your address,
  installer contacts or notes.</li>
</ul>

<h2>Independent by design</h2>
<p>Atlas does not sell solar systems, does not take a commission on the system you choose and does not rank
installers for money. Installers cannot pay to change their Atlas Score. Our local guides rank installers with a
published method, and installers with an average rating below 2.5 stars are not listed at all.</p>
<p>Atlas is free to start, with no hidden fees, and you can stop using it at any time.</p>

<h2>Where we are</h2>
<p>We are starting in Colorado, where our installer guides cover the Front Range and beyond. Arizona, Texas and
California are next.</p>

<h2>Talk to us</h2>
<p>Questions, corrections or an installer profile that looks wrong? Use the <a href="/contact">contact form</a>;
we reply within 24 hours.</p>
`;

const methodology = `
<p>This page explains how Atlas turns a solar quote into comparable numbers, and how the Atlas Score in our
local installer guides is made. Last updated November 2026.</p>

<h2>The assumptions behind every number</h2>
<p>Each project holds the assumptions all of its quotes share: your monthly electricity use, your current price
per kilowatt-hour (kWh), how fast that price is expected to rise, what your utility pays for electricity you
send back to the grid (the net-metering rate), the expected life of the system (25 years unless you change it)
and, if you choose, yearly operation, maintenance and insurance costs. Each quote adds its own system size,
price, incentives, expected first-year production, panel degradation and financing.</p>
<p>A system you own also needs a new inverter when its inverter outlives its warranty rarely: a string inverter's
warranty is usually 10 years, a system's life 25. When the quote's inverter warranty (or, if it states none, the
usual one for its inverter type) ends before the system's life does, Atlas charges one replacement in the year
after the warranty ends: the cost the quote states, else $0.20 per watt of the system at today's price.
Microinverters with a 25-year warranty need none, and on a lease or PPA the owner replaces it.</p>
<p>Production falls a little every year by the degradation rate the installer states (typically 0.3–0.8% a
year). Your electricity savings in a year are the kilowatt-hours your panels replace, up to your own yearly use,
times that year's electricity price. Production beyond your use earns the net-metering rate instead. Prices grow
each year by the increase you set (3% a year by default).</p>

<h2>The metrics</h2>
<dl>
  <dt>Cost per watt</dt>
  <dd>The solar price plus other costs, divided by the system size in watts. Shown before and after incentives.
  It is the quickest fair comparison of price between quotes of different sizes: Colorado quotes commonly fall
  between $2.50 and $3.50 per watt before incentives.</dd>

  <dt>Total cost and net cost</dt>
  <dd>Total cost is the solar price, other costs and any battery. Net cost is the total cost minus the solar and
  battery incentives you expect to receive, such as tax credits and utility rebates. If incentives would exceed the
  total cost, the quote is flagged as an error.</dd>

  <dt>Monthly cash flow</dt>
  <dd>For each month: what you save on electricity, plus net-metering credits and any other yearly benefit,
  minus the loan payment (when the system is financed) and the operation, maintenance and insurance cost. Year-one
  monthly cash flow is what most homeowners feel on their bills.</dd>

  <dt>Payback period</dt>
  <dd>The point at which the cumulative cash flow — everything you have paid and everything you have saved since
  day one — turns from negative to positive. We find the month it happens and interpolate within that month, so
  payback is given to a fraction of a year. A quote that never pays back within 30 years is shown as "No Break
  Even".</dd>

  <dt>Return on investment (ROI)</dt>
  <dd>The lifetime benefits minus the true investment (net cost, loan interest and running costs), divided by the
  investment, as a percentage. A negative ROI means the system costs more over its life than it returns, and we say
  so plainly.</dd>

  <dt>Levelized cost of energy (LCOE)</dt>
  <dd>What each kilowatt-hour from your panels costs you: the investment, less yearly benefits over their duration,
  divided by everything the system will produce over its life. Shown to three decimals, so you can set it against
  your utility's price per kWh. An LCOE above twice your grid rate is flagged.</dd>

  <dt>Net present value (NPV)</dt>
  <dd>Optional. A dollar saved in year 20 is worth less than a dollar today; NPV discounts every future cash flow
  by a rate you choose (typically 2–4%) and adds them up. A positive NPV means the system beats leaving the money
  where it is at that rate.</dd>

  <dt>Lifetime savings</dt>
  <dd>The total of every year's electricity savings, net-metering credits and other benefits over the system's
  life, before subtracting what the system cost. Compare it with the lifetime cost of staying with the grid, which
  we also show.</dd>

  <dt>CO₂ avoided</dt>
  <dd>Each year's production, falling with degradation as above, times the grid emission factor of your state,
  added up over the system's life and shown in tonnes. The factor is the average greenhouse gas (as CO₂-equivalent)
  the state's power plants emitted per kWh in 2023, from the U.S. Environmental Protection Agency's eGRID2023 data
  (published June 2025), kept with Atlas's code. It is an estimate with two known simplifications. We hold the
  factor the same every year although grids are getting cleaner, which overstates the later years. And it is the
  average of all the state's plants, while a solar kWh displaces the plant that would otherwise have run at that
  hour (often gas or coal), whose emissions can be higher or lower than the average. There is no figure for a home
  outside the United States or without a state.</dd>
</dl>
<p>All arithmetic uses exact decimal numbers, and dollar amounts are rounded only for display. The same
calculation engine powers the quote comparison, the shared links and the public calculator.</p>

<h2>Savings as your utility bills them: the hourly model</h2>
<p>When you enter your electricity tariff (typed in, or a rate exported from the U.S. Utility Rate Database), Atlas
stops using one price per kWh and works out your bill the way your utility does, hour by hour, for a whole year:
once without solar and once with each quote's system. Year one's saving is the difference between the two bills.
Without a tariff, the simple model above runs unchanged, and each quote's assumptions say which model ran.</p>
<ul>
  <li><strong>Your tariff.</strong> Import the rate from the U.S. Utility Rate Database as a JSON file (it is kept with
  its own field names; any field Atlas does not use is named, never silently ignored), or type it in as your bill shows
  it: one price all day, or an off-peak and a peak price with the peak's hours (weekends included or not, all year or
  June to September only), an optional second tier above so many kWh a month, the fixed monthly charge and the minimum
  bill. A price above $2 a kWh is taken for cents and refused. You also say how exports are paid and how fast import
  and export prices rise.</li>
  <li><strong>Your use by the hour.</strong> From your meter's interval data when you have it; otherwise a typical
  home's day (a night-time base, a morning rise, a midday dip on weekdays and an evening peak, more so in summer)
  scaled to each month's kWh. The typical day is Atlas's own stylised shape, not measured data from your utility.</li>
  <li><strong>Your meter's interval data.</strong> Your utility's Green Button "Download My Data" file (CSV or XML), or
  a CSV of timestamps and kWh, is read on your device and never uploaded; only the hourly kWh and a summary of the file
  are saved with your project. Before anything is used you see what was read: the months covered, the daylight-saving
  days, gaps and repeated readings. The rules: the last 12 months in the file are used, each reading on the same date
  and hour; readings of 15 minutes are added into their hour; a repeated reading keeps the first; an hour without a
  reading takes that month's average for the same hour of the day; a month with readings on fewer than 7 days is
  extended with the typical day above, at your average daily use over the days measured, and the review names those
  months. The data is what your meter counted as bought from the grid: if you already have panels, it is not all you
  use.</li>
  <li><strong>Your panels by the hour.</strong> The quote's production for the year (or for each month, when the quote
  gives it) is spread over the hours by where the sun is at your ZIP code and how much clear-sky sunlight falls on
  panels at the quote's tilt and direction (20° facing south when the quote does not say). Known bias: a clear-sky
  model has no clouds and no heat loss, so it gives cloudy seasons and hot afternoons a little more than their real
  share. Monthly figures from the quote correct the first.</li>
  <li><strong>The clock.</strong> Hours are your utility's local time, with daylight saving: the peak is 4–9 pm on the
  wall clock all year.</li>
  <li><strong>The bill.</strong> Energy charges by time-of-use period and tier, the fixed monthly charge and any
  minimum bill. Exports are paid as your tariff says: full retail net metering (exports offset the same month's use,
  leftover kWh are carried forward and paid at your true-up rate after December), net billing (each exported kWh
  earns a flat rate, a rate per period or an hour-by-hour value, credited against energy charges; credit left at the
  true-up lapses, as in California) or nothing. Each line of each monthly bill is rounded to the cent once.</li>
  <li><strong>Batteries.</strong> The battery charges only from solar your home is not using and discharges only to
  your home, never to the grid. On a time-of-use rate it holds its charge for the day's peak hours. Its value is how
  much lower the bill is with it than with the panels alone.</li>
  <li><strong>Later years.</strong> Year one's saving on the kWh you use rises with your electricity price increase,
  and what exports earn with the export increase; both fall with panel degradation.</li>
</ul>
<p>For each quote you see the bill without solar and with it, month by month; the share of the system's production
your home uses (directly or through the battery); what the exports earn; and what a battery shifts into the evening
and what that is worth. If a quote claims year-one savings more than 15% above Atlas's bill-based figure, we flag it
and suggest a question to ask the installer. Your tariff and your meter data stay private: a shared comparison shows
the same bill-based figures as your own page, but never the tariff, the meter data or the months behind them.</p>

<h2>The Atlas Score</h2>
<p>Our local guides rank installers by the Atlas Score, a number out of 10 with one decimal. It is built from more
than 60 verification factors grouped in five areas, each graded against the installers competing in the same
state rather than against a national average:</p>
<ul>
  <li><strong>Customer reviews</strong>: average rating, number of reviews, how recent they are and the share of
  satisfied customers.</li>
  <li><strong>Licensing and certification</strong>: state electrical licensing, NABCEP certification and good
  standing with licensing boards.</li>
  <li><strong>Experience</strong>: years in business and installations completed.</li>
  <li><strong>Warranties</strong>: length and coverage of workmanship and product warranties.</li>
  <li><strong>Transparency</strong>: published pricing ranges, clear equipment information and a secure website.</li>
</ul>
<p>Installers with an average rating below 2.5 stars are excluded. Profiles are updated weekly, and scores can
change when an installer's record does. No installer can pay for a score or a position.</p>

<h3>Score tiers</h3>
<table>
  <thead><tr><th>Atlas Score</th><th>Tier</th></tr></thead>
  <tbody>
    <tr><td>9.0 and above</td><td>Elite Tier</td></tr>
    <tr><td>8.0 to 8.9</td><td>Great Tier</td></tr>
    <tr><td>7.0 to 7.9</td><td>Good Tier</td></tr>
    <tr><td>6.0 to 6.9</td><td>Fair Tier</td></tr>
    <tr><td>Below 6.0</td><td>Standard</td></tr>
  </tbody>
</table>
<p>A score is a summary, not a verdict. Read the reviews, ask every installer the same questions and compare
their quotes on the metrics above before you sign.</p>
`;

const terms = `
<p>These terms apply to your use of Atlas, the website and tools at this address. By creating an account or
using the tools you accept them. If you do not agree, please do not use Atlas.</p>

<h2>1. What Atlas is</h2>
<p>Atlas is a free, independent tool for organising, comparing and analysing solar installer quotes. It is not an
installer, a lender, a broker or a financial adviser. The figures Atlas shows are estimates calculated from the
information you and your installers provide and from assumptions you can change. They are not an offer, a
guarantee of savings or financial, tax or legal advice.</p>

<h2>2. Your account</h2>
<p>You need an account to save projects and quotes. Give accurate information, keep your password to yourself
and tell us if you think someone else has used your account. You are responsible for what happens under your
account. You can stop using Atlas and ask us to delete your account at any time.</p>

<h2>3. Your content</h2>
<p>Projects, quotes and notes you enter remain yours. You give us permission to store and process them to run
Atlas for you, including to show a read-only version on a link you choose to share. A shared link can be opened
by anyone who has it; turn sharing off to stop that. Do not upload content you have no right to share, such as
documents marked confidential by someone else.</p>

<h2>4. Installer guides and scores</h2>
<p>Our local guides and Atlas Scores are our opinion, formed with the method published on the
<a href="/methodology">methodology</a> page from information we believe to be reliable. Installers cannot pay for a
score or position. We do not guarantee the work, prices or conduct of any installer; your contract is with the
installer you choose.</p>

<h2>5. Acceptable use</h2>
<p>Do not misuse Atlas: no attempts to access other people's data, no automated scraping or load that disrupts the
service, no reverse engineering of access controls and no use of Atlas to break the law or send unsolicited
messages.</p>

<h2>6. Changes and availability</h2>
<p>We improve Atlas continuously and may change or discontinue features. The launch phase is free; if we ever
introduce paid features we will say so clearly before you are charged anything, and there are no hidden fees. We
aim to keep Atlas available but cannot promise it will always be uninterrupted or error-free.</p>

<h2>7. Liability</h2>
<p>Atlas is provided as is. To the extent the law allows, we are not liable for decisions you make based on its
estimates, or for indirect or consequential losses. Nothing in these terms limits liability that cannot be limited
by law.</p>

<h2>8. Ending</h2>
<p>You can close your account whenever you like. We may suspend accounts that break these terms, and will tell you
why unless the law or safety prevents it.</p>

<h2>9. Changes to these terms</h2>
<p>If we change these terms in a way that matters, we will tell signed-in users before the change takes effect.
The date below shows the current version.</p>

<h2>10. Contact</h2>
<p>Questions about these terms: use the <a href="/contact">contact form</a>.</p>
<p>Last updated: July 2025.</p>
`;

const privacy = `
<p>Atlas is an independent tool for comparing solar quotes. This policy explains what personal information we
collect, why, and the choices you have. The short version: we collect what we need to run Atlas, we do not sell
your data and we do not pass your details to installers.</p>

<h2>What we collect</h2>
<ul>
  <li><strong>Account details</strong>: your name, e-mail address and password (stored only as a secure hash), and
  when you accepted these terms, our privacy policy and, if you chose to, our updates.</li>
  <li><strong>Project and quote data</strong>: the property address and energy settings you enter, the quotes you
  add (including installer names, contacts and your notes) and the results calculated from them.</li>
  <li><strong>Referral information</strong>: if you arrive through a referral link we store the referral code, the
  page you landed on and the campaign parameters of the link, in a cookie for up to 365 days and, once you sign up,
  with your account.</li>
  <li><strong>Messages</strong>: what you send through the contact form or the installer application form.</li>
  <li><strong>Usage data</strong>: pages visited and features used, collected by analytics services to understand how
  Atlas is used and to fix problems.</li>
</ul>

<h2>Why we use it</h2>
<ul>
  <li>To provide Atlas: keep your projects, calculate results and show them to you.</li>
  <li>To answer your messages and, if you opted in, to send product updates (every e-mail has an unsubscribe
  link).</li>
  <li>To credit referral partners for sign-ups they introduced.</li>
  <li>To keep Atlas secure, prevent abuse and improve the product.</li>
</ul>

<h2>Sharing</h2>
<p>A project is private unless you turn on sharing. A shared link shows your energy assumptions and the quote
figures, and never your address, your energy provider, installer e-mail addresses or phone numbers, or your notes.
We do not sell personal information and do not give your contact details to installers. We use service providers
for hosting, e-mail delivery and analytics, who process data only on our instructions. We disclose information
when the law requires it.</p>

<h2>How long we keep it</h2>
<p>We keep your account and projects while your account is open. When you delete your account, we delete your
projects and quotes within 30 days, except where the law requires us to keep a record. Form messages are kept for
up to two years.</p>

<h2>Your choices and rights</h2>
<p>You can see and correct your details in your account, turn sharing off at any time, unsubscribe from updates,
and ask us for a copy of your data or to delete it. Depending on where you live (for example under the Colorado
Privacy Act) you may have further rights; contact us and we will respond within the time the law sets.</p>

<h2>Cookies</h2>
<p>We use a session cookie to keep you signed in, a referral cookie as described above, and analytics cookies.
You can block or delete cookies in your browser; Atlas will still work, but you will need to sign in again.</p>

<h2>Security</h2>
<p>Access to your data is limited to your account, connections are encrypted, and passwords are stored only as
salted hashes. No system is perfectly secure; if a breach affects you we will tell you promptly.</p>

<h2>Children</h2>
<p>Atlas is for adults making decisions about their homes and is not directed at children under 16.</p>

<h2>Changes and contact</h2>
<p>We will post any change to this policy here and tell signed-in users about significant changes. Questions or
requests: use the <a href="/contact">contact form</a>.</p>
<p>Last updated: July 2025.</p>
`;

// Shown as each page's last-updated date until an editor changes the page (Directus then sets it itself).
const updated = '2025-07-15T00:00:00.000Z';

/** Pages by slug, with their SEO fields. */
export const pages = [
  {
    slug: 'about',
    status: 'published',
    title: 'About Atlas',
    meta_description: 'Atlas is a free, independent tool that helps homeowners organise, compare and analyse solar installer quotes.',
    keywords: 'solar quotes, compare solar installers, independent solar comparison',
    og_title: 'About Atlas: independent solar quote comparison',
    og_description: 'Compare solar installer quotes on the same assumptions, without sales pressure.',
    content: about.trim(),
    date_updated: updated,
  },
  {
    slug: 'methodology',
    status: 'published',
    title: 'Methodology',
    meta_description:
      'How Atlas calculates cost per watt, net cost, payback, ROI, LCOE, NPV and lifetime savings, and how the Atlas Score ranks installers.',
    keywords: 'solar payback, solar ROI, LCOE, cost per watt, Atlas Score',
    og_title: 'How Atlas compares solar quotes',
    og_description: 'Every formula behind Atlas metrics, and the method and tiers of the Atlas Score.',
    content: methodology.trim(),
    date_updated: updated,
  },
  {
    slug: 'terms',
    status: 'published',
    title: 'Terms of Service',
    meta_description: 'The terms for using Atlas, a free and independent solar quote comparison tool.',
    content: terms.trim(),
    date_updated: updated,
  },
  {
    slug: 'privacy',
    status: 'published',
    title: 'Privacy Policy',
    meta_description: 'What personal information Atlas collects, why, and the choices you have.',
    content: privacy.trim(),
    date_updated: updated,
  },
  {
    // A draft: visitors must never see it (the API tests check that).
    slug: 'press',
    status: 'draft',
    title: 'Press',
    meta_description: 'Press information (draft).',
    content: '<p>Press kit coming soon.</p>',
  },
];
