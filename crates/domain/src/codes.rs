//! The conversions every coded enum shares (a database code ↔ the enum, and its label).

/// Implements `TryFrom<i16>` (through `from_code`), `From<T> for i16` (through `code`) and
/// `Display` (through the given label method) for a coded enum.
macro_rules! code_conversions {
    ($coded:ty, $error:ty, $label:ident) => {
        impl TryFrom<i16> for $coded {
            type Error = $error;
            fn try_from(code: i16) -> Result<Self, $error> {
                Self::from_code(code)
            }
        }

        impl From<$coded> for i16 {
            fn from(value: $coded) -> i16 {
                value.code()
            }
        }

        impl std::fmt::Display for $coded {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.$label())
            }
        }
    };
}

pub(crate) use code_conversions;
