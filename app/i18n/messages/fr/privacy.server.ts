const privacy = {
  meta: {
    title: "Politique de confidentialité",
    description: "Comment nous traitons vos données lorsque vous nous contactez via ce site.",
  },
  hero: {
    title: "Politique de confidentialité",
    intro: "Comment nous traitons vos données lorsque vous nous contactez via ce site.",
  },
};

export default privacy;
