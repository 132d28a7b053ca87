//! Comment receipt codes: drawn from the operating system's random source
//! when a comment is stored; only their SHA-256 is kept, beside the comment.

use domain::ReceiptCode;

use crate::client::sha256_hex;

/// A new receipt code: 80 bits from the operating system's CSPRNG (`getrandom`).
pub fn issue() -> Result<ReceiptCode, getrandom::Error> {
    let mut bytes = [0u8; ReceiptCode::RANDOM_BYTES];
    getrandom::fill(&mut bytes)?;
    Ok(ReceiptCode::from_random_bytes(bytes))
}

/// What the database keeps of `code` (`comments.receipt_hash`): SHA-256 of its canonical 16
/// characters, as hex. 80 random bits need no salt or slow hash: no list of likely codes exists
/// to try against it.
pub fn hash(code: &ReceiptCode) -> String {
    sha256_hex(&[code.canonical().as_bytes()])
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn issued_codes_differ_and_hash_the_same_however_they_are_typed() {
        let codes: Vec<ReceiptCode> = (0..50).map(|_| issue().unwrap()).collect();
        let first = &codes[0];
        let retyped =
            ReceiptCode::parse(&first.to_string().to_lowercase().replace('-', " ")).unwrap();

        assert!(codes.iter().skip(1).all(|code| code != first));
        assert_eq!(hash(&retyped), hash(first));
        assert_eq!(hash(first).len(), 64);
        assert!(
            hash(first)
                .bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
        );
    }
}
