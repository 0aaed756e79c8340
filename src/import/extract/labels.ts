/**
 * The labels documents print for each figure, as patterns. Kept in one place so a new wording found in
 * a real proposal is one edit. Patterns are case-insensitive and match inside a cell.
 */

export const L = {
  // System
  systemSize:
    /\b(?:(?:total|dc|pv|solar|proposed|estimated)\s+)?(?:system|array)\s+(?:size|capacity)\b|\bsize of (?:the )?system\b|\bsystem size\b|\bkw dc\b(?=\s*[:]?\s*$)|\bsystem\s*\(kw\)|\bsize\s*\(kw(?:\s*dc)?\)|^\s*size\b(?=\s*(?::|\(|$))|\bdc\s+size\b/i,
  production:
    /\b(?:year[- ]?(?:1|one)|first[- ]year|1st[- ]year|est(?:imated|\.)?\s+(?:annual|yearly|year[- ]?1|first[- ]year)|annual|yearly)\s+(?:energy\s+|solar\s+|system\s+|ac\s+|electricity\s+)?(?:production|generation|output|energy production|offset production)(?:\s+estimate)?\b|\bproduction\s+(?:year\s*1|\(year 1\)|estimate|\(kwh\/yr\)|per year)|\bestimated production\b|\bkwh\s+produced\b|\bannual kwh\b|^\s*(?:est(?:imated|\.)?\s+|expected\s+)?(?:energy\s+)?production\b(?=\s*(?::|\(|$))/i,
  productionExclude:
    /usage|consumption|offset %|degradation|guarantee(?:d)? minimum|lifetime|25[- ]year|20[- ]year|total production|\bmonth/i,
  // Prices
  price:
    /\b(?:upfront\s+)?cash\s+(?:purchase\s+)?price\b|\bcash\s+purchase\b|\btotal\s+(?:system\s+|project\s+|contract\s+|installed\s+)?(?:cost|price)\b|\bgross\s+(?:system\s+)?(?:cost|price)\b|\bsystem\s+(?:cost|price)\b|\b(?:purchase|contract|project|installed|turn-?key|base)\s+price\b|\btotal\s+investment\b|\bprice\s+before\s+(?:incentives|tax credits?|credits)\b|\bsolar\s+(?:system\s+|pv\s+)?(?:cost|price)\b|\bsolar\s+only\s+(?:cost|price)\b|\b(?:cost|price)\s+of\s+(?:the\s+)?(?:solar\s+)?system\b|\bupfront\s+(?:cost|price)\b|\bprice\s+with\s+(?:a\s+)?(?:battery|storage)\b|\btotal\s+(?:with|including|incl\.?)\s+(?:a\s+)?(?:battery|batteries|storage)\b/i,
  priceExclude:
    /\bnet\b|after\s+(?:incentives|tax|credit|itc|rebate|federal)|per\s+watt|\$\s*\/\s*w|\/w\b|per\s+kwh|monthly|\bloan\b|financ|payment|interest|lease|\bppa\b|saving|utility|electric(?:ity)?\s+(?:bill|cost)|doing nothing|waiting|without solar|lifetime|\b(?:20|25|30)[- ]year|total paid|of payments|(?<!before\s(?:the\s)?(?:federal\s)?)(?:tax credits?|incentives?|rebates?|\bitc\b)|\bbattery\s+(?:cost|price)\b|\bstorage\s+(?:cost|price)\b|\bper\s+month|\bcost\s+per\b/i,
  batteryPrice:
    /\b(?:battery|batteries|storage|energy storage|powerwall)\s+(?:system\s+)?(?:cost|price|add-?on(?:\s+price)?)\b|\b(?:cost|price)\s+of\s+(?:the\s+)?(?:battery|batteries|storage)\b|\badd(?:ed)?\s+(?:a\s+)?battery\b/i,
  batteryPriceExclude: /\bper\s+kwh|\/kwh|incentive|rebate|credit|with (?:a )?battery|solar\s*(?:\+|and|&|plus)/i,
  // Incentives
  federal:
    /\bfederal\s+(?:solar\s+)?(?:investment\s+|income\s+|energy\s+)?(?:tax\s+)?credit\b|\bfederal\s+itc\b|\bfederal\s+(?:solar\s+)?incentive\b|\b(?:solar\s+)?investment\s+tax\s+credit\b|\b25d\b|\bresidential\s+clean\s+energy\s+credit\b|\bitc\b(?:\s*\(\d+\s*%\))?/i,
  federalExclude: /state|if you|eligib(?:le|ility) for|consult|not a tax|payment|paydown|pay down|after\s+(?:the\s+)?(?:itc|tax)/i,
  rebate:
    /\b(?:state|utility|city|county|local|solar|battery|storage|program|power company)?\s*(?:rebate|grant|cash back)\b|\bstate\s+(?:solar\s+)?(?:tax\s+)?credit\b|\bsgip(?:\s+(?:battery|storage))?(?:\s+(?:rebate|incentive))?\b|\b(?:upfront|performance[- ]based)\s+incentive\b|\b(?:utility|state|local)\s+incentive\b|\bincentive\s*\(|^\s*less\s*:?\s+(?:[\w&.'/-]+\s+){0,7}?(?:credit|rebate|incentive|grant)s?\b(?:\s*\([^)]*\))?/i,
  rebateExclude: /total|\bnet\b|after|per\s+year|\/\s*yr|annual|yearly|federal|\bitc\b|if you|may be|eligib/i,
  /** Of the rebate lines, which is a state tax credit and which the utility's rebate (the rest are other rebates). */
  stateCredit: /\bstate\b(?:\s+[\w&.'/-]+){0,4}?\s+(?:tax\s+)?credit\b|\b[A-Z]{2}\s+(?:solar\s+)?(?:equipment\s+)?tax\s+credit\b/i,
  utilityRebate: /\butility\b|\bpower\s+company\b|\belectric(?:ity)?\s+(?:company|utility|cooperative|co-?op)\b/i,
  totalIncentives:
    /\btotal\s+(?:incentives|rebates(?:\s+and\s+(?:tax\s+)?credits)?|tax\s+credits\s+and\s+rebates|savings\s+from\s+incentives|credits\s+(?:and|&)\s+(?:rebates|incentives))\b|\bincentives\s+total\b/i,
  // Financing
  apr: /\bAPR\b|\binterest\s+rate\b|\bannual\s+percentage\s+rate\b|\bloan\s+rate\b/i,
  aprExclude: /escalat|utility|increase|discount|inflation|degradation|\bppa\b/i,
  term: /\b(?:loan\s+)?term\b(?!s\b)|\bloan\s+(?:length|duration)\b|\blength\s+of\s+(?:the\s+)?loan\b|\brepayment\s+(?:period|term)\b|\bloan\s+period\b/i,
  termExclude:
    /\bterms\b|conditions|lease|agreement|\bppa\b|contract term|warranty|long[- ]term|short[- ]term|term\s+(?:of|savings|benefit)/i,
  monthly:
    /\b(?:est(?:imated|\.)?\s+|initial\s+|starting\s+|first\s+|intro(?:ductory)?\s+)?(?:monthly|per[- ]month)\s+(?:loan\s+)?payment\b|\bpayment\s+per\s+month\b|\bmonthly\s+(?:loan\s+)?(?:cost|installment)\b|\binitial\s+payment\b|\bpayment\s*\(months?\s*1\s*[-–]\s*\d+\)|\bmonthly\b(?=\s*[:]?\s*$)|\bpayment\b(?=\s*[:]?\s*$)|\bloan\s+payment\b/i,
  monthlyExclude:
    /after|without|\bif\s+(?:no|not|you\s+don)|w\/o|pay-?\s?down|paydown|prepay|re-?amorti|lease|\bppa\b|\bbill\b|utility|savings|electric|\bno\s+(?:itc|tax credit)|adjusted|increases?\s+to/i,
  afterPaydown:
    /\b(?:monthly\s+)?payment\s+(?:after|following|post)\b[^:$\d]{0,40}|\bafter\s+(?:the\s+)?(?:pay-?\s?down|prepayment|re-?amorti[sz]ation|tax\s+credit|itc|incentive)\b[^:$\d]{0,30}|\b(?:with|w\/)\s+(?:pay-?\s?down|prepayment)\b|\badjusted\s+(?:monthly\s+)?payment\b|\bre-?amorti[sz]ed\s+payment\b|\bpayment\s*\(months?\s*(?!1\s*[-–])\d+\s*(?:[-–+]\s*(?:\d+|on)?|and\s+(?:on|after|later))\)/i,
  afterPaydownExclude: /\bif\s+(?:no|not|you\s+don)|without|w\/o|\bno\s+(?:pay|itc|tax)/i,
  paydownMonth:
    /\b(?:pay-?\s?down|prepay(?:ment)?|re-?amorti[sz]ation|reamortize|pay\s+(?:the\s+)?(?:itc|tax\s+credit|incentives?)\s+(?:toward|into|to))\b/i,
  loanAmount:
    /\bloan\s+amount\b|\bamount\s+financed\b|\bfinanced\s+amount\b|\btotal\s+(?:amount\s+)?financed\b|\bamount\s+(?:to\s+be\s+)?financed\b|\bprincipal(?:\s+amount)?\b|\bfinance\s+amount\b/i,
  downPayment: /\bdown\s+payment\b|\bdue\s+at\s+signing\b|\bupfront\s+payment\b|\bamount\s+due\s+(?:today|upfront)\b/i,
  totalPaid:
    /\btotal\s+(?:of\s+)?(?:all\s+)?payments\b|\btotal\s+(?:amount\s+)?(?:paid|repaid)\b|\btotal\s+(?:cost\s+of\s+(?:the\s+)?loan|loan\s+cost|repayment|cost\s+over\s+(?:the\s+)?(?:loan|term))\b|\btotal\s+(?:you(?:'ll)?\s+)?pay\b/i,
  lender:
    /\blender\b|\bfinanc(?:e|ing)\s+(?:partner|provider|company|through|by)\b|\bloan\s+(?:provider|partner|through|from|by)\b|\bfinanced\s+(?:by|through)\b|\bloan\s+product\b/i,
  // Lease / PPA
  leasePayment:
    /\b(?:monthly\s+)?lease\s+payment\b|\bmonthly\s+lease\b|\blease\s*\(monthly\)|\blease\s+(?:rate|cost)\s*(?:per\s+month)?\b/i,
  ppaRate:
    /\bppa\s+(?:rate|price)\b|\bpower\s+purchase\s+(?:agreement\s+)?(?:rate|price)\b|\b(?:solar|energy)\s+rate\s*\(\$?\/?\s*kwh\)|\bprice\s+per\s+kwh\b|\brate\s+per\s+kwh\b/i,
  buyout:
    /\bbuy-?\s?out\s+(?:price|amount|cost|option)\b|\bpurchase\s+(?:option\s+)?price\s+at\s+(?:the\s+)?end\b|\bend[- ]of[- ](?:term|lease|agreement)\s+(?:purchase|buy-?\s?out)\s+(?:price|amount)\b/i,
  escalator: /\bescalator\b|\b(?:annual|yearly)\s+(?:payment\s+|rate\s+|price\s+)?(?:increase|escalation)\b/i,
  escalatorExclude: /utility|electric|assum|inflation|grid/i,
  agreementTerm: /\b(?:lease|ppa|agreement|contract)\s+(?:term|length)\b|\bterm\s+of\s+(?:the\s+)?(?:lease|agreement|ppa)\b/i,
  // Warranties
  panelWarranty:
    /\b(?:solar\s+)?(?:panel|module)s?\s+(?:product\s+|manufacturer(?:'s)?\s+|equipment\s+|material\s+)?warranty\b|\bproduct\s+warranty\b|\bmaterials?\s+warranty\b/i,
  panelWarrantyExclude: /performance|power|output|linear|inverter|battery|workmanship|labor|roof/i,
  performanceWarranty: /\b(?:panel\s+|module\s+)?(?:performance|power(?:\s+output)?|output|linear\s+power)\s+(?:warranty|guarantee)\b/i,
  inverterWarranty: /\b(?:micro-?\s?)?inverters?\s+(?:product\s+)?warranty\b|\boptimi[sz]ers?\s+warranty\b/i,
  batteryWarranty: /\b(?:battery|batteries|storage|powerwall)\s+(?:product\s+)?warranty\b/i,
  workmanshipWarranty:
    /\bworkmanship(?:\s+warranty|\s+guarantee)?\b|\blabou?r\s+warranty\b|\binstallation\s+warranty\b|\binstaller\s+warranty\b|\bcraftsmanship\b/i,
  roofWarranty:
    /\broof(?:ing)?\s+(?:penetration\s+|leak\s+|water-?tight\s+)?(?:warranty|guarantee)\b|\b(?:roof\s+)?penetrations?\s+warranty\b|\bleak\s+(?:warranty|guarantee)\b/i,
  warrantyHeading: /warrant(?:y|ies)|guarantees?/i,
  // Equipment labels (value beside or below)
  panelCount:
    /\b(?:number\s+of|#\s*of|no\.\s+of|total)\s+(?:solar\s+)?(?:panels|modules)\b|\b(?:panel|module)\s+(?:count|quantity|qty)\b|\bquantity\s+of\s+(?:panels|modules)\b|^\s*(?:solar\s+)?(?:panels|modules)\s*:?\s*$/i,
  panelWatts:
    /\b(?:panel|module)\s+(?:wattage|power|rating|size|output)\b|\bwatts?\s+per\s+(?:panel|module)\b|\b(?:panel|module)\s+watts\b/i,
  inverterCount:
    /\b(?:number\s+of|#\s*of|no\.\s+of)\s+(?:micro-?\s?)?inverters\b|\binverter\s+(?:count|quantity|qty)\b|^\s*(?:micro-?\s?)?inverters\s*:?\s*$/i,
  batteryCount:
    /\b(?:number\s+of|#\s*of|no\.\s+of)\s+(?:batteries|battery\s+units)\b|\bbattery\s+(?:count|quantity|qty|units)\b|\b(?:batteries|storage\s+units)\s*(?:qty|quantity)\b/i,
  batteryCapacity:
    /\b(?:total\s+)?(?:usable\s+)?(?:battery|storage|energy\s+storage)\s+(?:usable\s+)?(?:capacity|size)\b|\busable\s+(?:capacity|energy|storage)\b|\btotal\s+storage\b|\bstorage\s*\(kwh\)/i,
  monitoring: /\bmonitoring(?:\s+(?:system|platform|app|software))?\b/i,
  installer:
    /\bquote\s+from\b|\bprepared\s+by\b|\bpresented\s+by\b|\bproposal\s+(?:from|by)\b|\binstall(?:er|ation\s+company|ed\s+by)\b|\bcontractor\b|\bsolar\s+(?:provider|company|installer)\b|\bcompany\s+name\b/i,
  // Option headings
  solarOnly:
    /\bsolar[\s-]*only\b|\bwithout\s+(?:a\s+)?(?:battery|storage)\b|\bno\s+(?:battery|storage)\b|\bpv[\s-]*only\b|\bsolar\s+system\s+only\b/i,
  withBattery:
    /\b(?:solar|pv)\s*(?:\+|&|and|with|plus)\s*(?:a\s+)?(?:battery|batteries|storage|powerwall)\b|\bwith\s+(?:a\s+)?(?:battery|batteries|storage|powerwall)\b|\b(?:battery|storage)\s+(?:option|package|included)\b|\bsolar\s*\+\s*storage\b/i,
  cash: /\bcash\b|\bpurchase\b|\bpay\s+in\s+full\b|\bupfront\b/i,
  loanWord: /\bloan\b|\bfinanc(?:e|ing|ed)\b|\bAPR\b/i,
  leaseWord: /\blease\b/i,
  ppaWord: /\bppa\b|\bpower\s+purchase\b/i,
} as const;

/** Lenders that finance home solar, so a loan's heading names its lender even without a "Lender:" label. */
export const LENDERS =
  /\b(GoodLeap|Mosaic|Sunlight(?:\s+Financial)?|Dividend(?:\s+Finance)?|Service\s+Finance(?:\s+Company)?|Sungage(?:\s+Financial)?|EnerBank(?:\s+USA)?|Regions(?:\s+Bank)?|LightStream|Climate\s+First\s+Bank|Concert(?:\s+Finance)?|Skylight(?:\s+Financial)?|Solar\s+Mosaic|Sunnova|Sunrun|Palmetto(?:\s+LightReach)?|LightReach|Greensky|GreenSky|Velocity\s+Credit\s+Union|Clean\s+Energy\s+Credit\s+Union|Wells\s+Fargo|Fannie\s+Mae|Admirals\s+Bank|Triad\s+Financial|Everbright|Enium|Tesla\s+Finance|Credit\s+Human|Mill\s+Creek|Orange\s+Loan)\b/i;
