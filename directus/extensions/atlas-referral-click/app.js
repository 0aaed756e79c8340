// The Data Studio's description of the atlas-referral-click operation (its flow editor shows it). Its one
// option is the referral code id, which the flow takes from the trigger body.
export default {
  id: 'atlas-referral-click',
  name: 'Atlas: count referral click',
  icon: 'ads_click',
  description: 'Adds one click to a published referral code (item_id from the trigger body).',
  overview: ({ item_id: itemId }) => [{ label: 'Referral code', text: itemId }],
  options: [
    {
      field: 'item_id',
      name: 'Referral code id',
      type: 'string',
      meta: { width: 'full', interface: 'input' },
    },
  ],
};
