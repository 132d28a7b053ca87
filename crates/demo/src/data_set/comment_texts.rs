//! What members of the public write about proposed rate increases, and what moderators note.
//! Some texts hold commas, quotes and line breaks on purpose (the comments CSV must cope).

/// Comments that meet the department's guidelines.
pub(super) const CIVIL: [&str; 24] = [
    "My premium went up 11% last year and my income did not. Please hold this increase to the rate of inflation.",
    "I am 62, self-employed, and this plan is the only one with my cardiologist in network. Another double-digit increase would force me to drop coverage until Medicare.",
    "The company says medical trend is 8%, but their own annual report shows record profits. Please ask them to justify the margin, not just the trend.",
    "We are a family of four in Harbor County. Our premium is now more than our mortgage.\nPlease deny this request.",
    "I support a reasonable increase if it keeps rural hospitals in the network. Last year two clinics near us left, and the nearest in-network provider is 45 miles away.",
    "Please explain what \"morbidity adjustment\" means in plain language. The filing is very hard for ordinary people to follow.",
    "The deductible on my silver plan is already $4,500. Raising premiums too means I pay twice for care I can't afford to use.",
    "Thank you for posting these filings publicly. I would like to see how many policyholders actually hit their out-of-pocket maximum each year.",
    "As a small business owner with 9 employees, I can no longer offer family coverage. Any increase above 5% will push us to drop the group plan entirely.",
    "Prescription costs are the real driver here. Has the department looked at what the company pays its pharmacy benefit manager?",
    "I'm writing on behalf of my elderly parents, who are 63 and 64. Their combined premium is over $2,100 a month.\n\nThey have both paid into this plan for years, with very few claims.",
    "The requested increase is higher than every other carrier in our rating area. Why should customers here pay more for the same network?",
    "I have type 1 diabetes and insulin is covered well under this plan, so I understand costs are real. Still, 18% in one year is too much to plan for.",
    "Please consider phasing the increase over two years, so that families have time to adjust their budgets.",
    "Customer service has gotten worse while rates go up. I waited 50 minutes on hold, twice, to fix a billing error.",
    "The memo mentions a \"network change\" but does not say which hospitals were added or removed. Consumers deserve to know before open enrollment.",
    "I'm a nurse, and I see the cost of care every day. But insurers should show the department how much of this increase goes to administration.",
    "Our co-op was founded to keep coverage affordable. Members should get a clear explanation of why reserves need to grow by this much.",
    "I appreciate that the proposed change for bronze plans is smaller. Many younger people in my town buy bronze and would otherwise go uninsured.",
    "Does this increase apply to people who receive premium tax credits? The filing doesn't say how subsidized enrollees will be affected.",
    "Rates for 64-year-olds are three times the rates for 21-year-olds. That's the law, I know, but it makes these increases much harder for older buyers.",
    "I switched to this company last year because it was the cheapest option. If it raises rates 20%, I'll switch again, and so will my neighbors.",
    "Please deny. The company's own memorandum says claims were lower than expected in two of the last three years.",
    "Could the department hold a public hearing on this filing? Written comments are fine, but a hearing would let people ask questions, in person, of the actuaries.",
];

/// Comments a moderator would refuse: spam, abuse or off-topic.
pub(super) const REFUSED: [&str; 5] = [
    "CHEAP MEDS NO PRESCRIPTION!!! Visit www.pharmacy-deals.example for 80% off, limited time!!!",
    "Everyone at that company is a crook and a liar and should be ashamed of themselves.",
    "first",
    "I'm selling a 2014 pickup truck, low miles, call me if interested.",
    "You people at the department never do anything. Useless, all of you. Total waste of my tax dollars.",
];

/// Moderator notes for published comments.
pub(super) const PUBLISHED_NOTES: [&str; 4] = [
    "Meets comment guidelines; published.",
    "Approved. Forwarded to the reviewing actuary.",
    "Published. Commenter's question noted for the rate review summary.",
    "Approved without edits.",
];

/// Moderator notes for rejected comments.
pub(super) const REJECTED_NOTES: [&str; 4] = [
    "Rejected: spam / advertising.",
    "Rejected: personal attack, not about the proposed rates.",
    "Rejected: off-topic.",
    "Rejected: contains no comment on the filing.",
];

/// Moderator notes for comments marked posted.
pub(super) const POSTED_NOTES: [&str; 3] = [
    "Posted to the rate review record.",
    "Included in the rate review record sent to the company.",
    "Posted; company response requested.",
];
