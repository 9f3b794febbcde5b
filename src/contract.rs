//! The contract at the seam between the binding and the JavaScript: every
//! array of numbers the binding hands over whole, declared once here, and
//! the codes of its errors.
//!
//! A [`Layout`] names what an array holds: a head of named numbers, then
//! parts, each a run of numbers (or of records of named fields) whose
//! length is a number of the head, or the rest of the array. The binding
//! (`src/wasm/`) writes each array through a [`Packer`], which names every
//! number and part it writes and checks them against the declaration in
//! debug builds (the binding's wasm tests run them); the JavaScript reads
//! each one through a reader that `tests/js_facts.rs` writes from these
//! declarations into `www/sudoku-dlx/shared/layouts.js`, and fails when
//! the two differ. A stream of records, such as [`BATCH_RECORD`], is read
//! through named offsets instead, since a reader allocating an object a
//! record would slow playback. So neither side indexes a packed array by
//! number.
//!
//! Nothing here depends on wasm, so the native tests read it too.

/// What a [`Layout`]'s array is in JavaScript.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayType {
    /// `Float64Array`, for counts past 2³¹.
    F64,
    /// `Int32Array`, where -1 says "none".
    I32,
}

impl ArrayType {
    /// The JavaScript class.
    pub fn js_name(self) -> &'static str {
        match self {
            ArrayType::F64 => "Float64Array",
            ArrayType::I32 => "Int32Array",
        }
    }
}

/// A number of a layout's head.
#[derive(Clone, Copy, Debug)]
pub struct Field {
    /// Its name, as the JavaScript reads it.
    pub name: &'static str,
    /// What it is.
    pub doc: &'static str,
}

/// How many entries a [`Part`] has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// As many as the head's field of this name says.
    Head(&'static str),
    /// Half of what follows the parts before it (the first of two
    /// halves).
    HalfOfRest,
    /// The rest of the array (only the last part).
    Rest,
}

/// A run of entries after the head: one number an entry, or, with
/// `fields`, one record of those numbers an entry.
#[derive(Clone, Copy, Debug)]
pub struct Part {
    /// Its name, as the JavaScript reads it.
    pub name: &'static str,
    /// What it is.
    pub doc: &'static str,
    /// How many entries.
    pub count: Count,
    /// An entry's fields, in order; empty for one number an entry. The
    /// reader gives such a part as one array a field.
    pub fields: &'static [Field],
}

/// What one array holds, in order.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// The export that returns it, as JavaScript calls it; the reader is
    /// named `read` and this with a capital.
    pub name: &'static str,
    /// What it is.
    pub doc: &'static str,
    /// The array's type.
    pub array: ArrayType,
    /// The numbers first.
    pub head: &'static [Field],
    /// Then these, in order.
    pub parts: &'static [Part],
}

impl Layout {
    /// The position of head field `name`.
    ///
    /// # Panics
    ///
    /// If the head has no such field: a mistake in this file.
    pub fn head_index(&self, name: &str) -> usize {
        self.head
            .iter()
            .position(|field| field.name == name)
            .unwrap_or_else(|| panic!("{} has no head field {name}", self.name))
    }
}

const fn field(name: &'static str, doc: &'static str) -> Field {
    Field { name, doc }
}

const fn part(name: &'static str, doc: &'static str, count: Count) -> Part {
    Part {
        name,
        doc,
        count,
        fields: &[],
    }
}

const fn records(
    name: &'static str,
    doc: &'static str,
    count: Count,
    fields: &'static [Field],
) -> Part {
    Part {
        name,
        doc,
        count,
        fields,
    }
}

/// `Stepper.replayState()`: the search at the replay's step.
pub const REPLAY_STATE: Layout = Layout {
    name: "replayState",
    doc: "The search at the replay's step: Knuth's counters, the matrix's covers and the stack of levels.",
    array: ArrayType::F64,
    head: &[
        field("items", "Items of the matrix."),
        field("options", "Options of the matrix."),
        field("depth", "Levels entered: one per option in the partial solution, plus the one being chosen."),
        field("partialLength", "Options in the partial solution."),
        field("nodes", "Knuth's nodes: levels entered so far."),
        field("updates", "Knuth's updates: links removed so far."),
        field("solutions", "Solutions found so far."),
        field("coveredCount", "Items covered."),
        field("hiddenCount", "Options the covered items hide."),
    ],
    parts: &[
        part("lengths", "Every item's length (a covered item's as when it was covered).", Count::Head("items")),
        part("covered", "1 for each covered item, 0 for the others.", Count::Head("items")),
        part("hiddenBy", "For each option, the covered item that hides it, or -1 (a covered item keeps in its own list exactly the options its cover hid).", Count::Head("options")),
        records("levels", "The levels, from depth 0 up.", Count::Head("depth"), &[
            field("item", "The item chosen there."),
            field("length", "Its options when it was covered."),
            field("tried", "How many of them have been tried, the current one included."),
            field("option", "The option selected there, or -1."),
        ]),
    ],
};

/// `Stepper.replayCells()`: the replay's step on dancing cells.
pub const REPLAY_CELLS: Layout = Layout {
    name: "replayCells",
    doc: "The replay's step on dancing cells: each item's sparse set, the active items' order and the entries the step's move changed.",
    array: ArrayType::F64,
    head: &[
        field("items", "Items of the matrix."),
        field("primary", "Primary items."),
        field("activePrimary", "Active primary items (they come first in the primary region)."),
        field("activeSecondary", "Active secondary items (they come first in the secondary region)."),
        field("updates", "Updates as the cells engine counts them: items and nodes taken out of their sets."),
        field("runEntries", "Entries of all the items' runs together."),
        field("marks", "Entries the step's move changed."),
    ],
    parts: &[
        part("order", "The items in the active sets' order: the primary region, then the secondary one.", Count::Head("items")),
        part("sizes", "Every item's active size.", Count::Head("items")),
        part("runLengths", "Every item's run length.", Count::Head("items")),
        part("runs", "Every item's run as options, one after another, the active ones first.", Count::Head("runEntries")),
        records("marked", "The entries the step's move changed.", Count::Head("marks"), &[
            field("item", "The item."),
            field("at", "The entry's index in its run."),
        ]),
    ],
};

/// `Stepper.replayLinks()`: every node's links at the replay's step.
pub const REPLAY_LINKS: Layout = Layout {
    name: "replayLinks",
    doc: "Every node's up and down links at the replay's step, numbered as in matrixNodes().",
    array: ArrayType::I32,
    head: &[],
    parts: &[records(
        "nodes",
        "Each node's links.",
        Count::Rest,
        &[
            field("up", "The node above."),
            field("down", "The node below."),
        ],
    )],
};

/// `Stepper.replayChanges()`: the links the last traced move rewrote.
pub const REPLAY_CHANGES: Layout = Layout {
    name: "replayChanges",
    doc: "The links the last traced move rewrote, in the order it rewrote them.",
    array: ArrayType::I32,
    head: &[],
    parts: &[records(
        "changes",
        "One link rewritten.",
        Count::Rest,
        &[
            field("node", "The node whose link changed."),
            field("isDown", "1 for its down link, 0 for its up link."),
            field("old", "The link before."),
            field("now", "The link after."),
        ],
    )],
};

/// `Stepper.replayMemory()`: Knuth's memory table at the replay's step.
pub const REPLAY_MEMORY: Layout = Layout {
    name: "replayMemory",
    doc: "Knuth's memory table at the replay's step (TAOCP 7.2.2.1, Table 1): the list of items as dlx1 keeps it beside the engine's nodes, numbered as the book numbers them.",
    array: ArrayType::I32,
    head: &[field("entries", "Entries of the list of items: the primary items' head (item 0), the items from 1, and the secondary items' head (item items + 1) when there are secondary items.")],
    parts: &[
        records("list", "Each entry of the list of items.", Count::Head("entries"), &[
            field("llink", "The item before it: LLINK."),
            field("rlink", "The item after it: RLINK."),
        ]),
        records("nodes", "Each node: 0 unused, then the items' headers, then each option after its spacer, and a last spacer.", Count::Rest, &[
            field("top", "The TOP field: an item's LEN at its header, an option node's item (from 1), -k at the spacer after k options."),
            field("up", "The node above it in its item's list, ULINK (a hidden node keeps the links it had when hidden; a spacer's is the first node of the option before)."),
            field("down", "The node below it, DLINK (a spacer's is the last node of the option after)."),
        ]),
    ],
};

/// `Stepper.replayWrites()`: what the last traced move wrote to memory.
pub const REPLAY_WRITES: Layout = Layout {
    name: "replayWrites",
    doc: "Every field of the memory table the last traced move wrote, in the order of Knuth's operations (12) to (15).",
    array: ArrayType::I32,
    head: &[],
    parts: &[records(
        "writes",
        "One write.",
        Count::Rest,
        &[
            field("field", "The field: 0 LLINK, 1 RLINK (of an item), 2 LEN (at an item's header), 3 ULINK, 4 DLINK (of a node)."),
            field("at", "The item or node written."),
            field("old", "The value before."),
            field("now", "The value after."),
        ],
    )],
};

/// `Stepper.matrixNodes()`: the matrix's nodes, what each is and where it
/// links at the search's step.
pub const MATRIX_NODES: Layout = Layout {
    name: "matrixNodes",
    doc: "The matrix's nodes in the engine's order, with their links at the search's step: node 0 the root, then one header an item, then each option's nodes, a spacer before each option and after the last.",
    array: ArrayType::I32,
    head: &[
        field("items", "Items of the matrix: nodes 1 to items are their headers."),
        field("options", "Options of the matrix."),
        field("entries", "Option nodes: the items of all options together."),
    ],
    parts: &[
        records("nodes", "Each node.", Count::Rest, &[
            field("up", "The node above it in its item's list (a hidden node keeps the links it had when hidden)."),
            field("down", "The node below it."),
            field("item", "The item whose header it is or whose list it is in; -1 for the root and the spacers."),
            field("option", "The option it belongs to; -1 for the root, the headers and the spacers."),
        ]),
    ],
};

/// `Stepper.options()`: each option's items.
pub const OPTIONS: Layout = Layout {
    name: "options",
    doc: "Each option's items, in the order the option lists them.",
    array: ArrayType::I32,
    head: &[
        field("options", "Options of the matrix."),
        field("entries", "Items of all options together."),
    ],
    parts: &[
        part(
            "lengths",
            "Each option's number of items.",
            Count::Head("options"),
        ),
        part(
            "items",
            "Each option's items, one option after another.",
            Count::Head("entries"),
        ),
    ],
};

/// `Stepper.placements()`: what each option of a Sudoku places.
pub const PLACEMENTS: Layout = Layout {
    name: "placements",
    doc: "What each option of a Sudoku's matrix places; empty for a problem that is not a Sudoku.",
    array: ArrayType::I32,
    head: &[],
    parts: &[records(
        "placements",
        "One option's placement.",
        Count::Rest,
        &[
            field("cell", "The cell, row by row from 0."),
            field("value", "The symbol's number from 1."),
        ],
    )],
};

/// The list of a choose event's record that broke a tie (see
/// [`BATCH_RECORD`]): the column rule's account of its choice.
pub const TIE: Layout = Layout {
    name: "tie",
    doc: "A choose event's list when it broke a tie (under the weighed rule a real branch, under Knuth's any choice but a dead end): how many items had the chosen length, the first few of them with their weights (the weighed rule took the heaviest, the leftmost among equals; Knuth's the leftmost). Empty otherwise: a dead end, a forced choice under the weighed rule, any choice under the first rule.",
    array: ArrayType::I32,
    head: &[field("tied", "How many items had the chosen length, the chosen one included.")],
    parts: &[
        part("weighed", "The first few tied items (those weighed), leftmost first.", Count::HalfOfRest),
        part("weights", "Their weights.", Count::Rest),
    ],
};

/// The layouts with a reader of their own.
pub const LAYOUTS: [&Layout; 10] = [
    &REPLAY_STATE,
    &REPLAY_CELLS,
    &REPLAY_LINKS,
    &REPLAY_CHANGES,
    &REPLAY_MEMORY,
    &REPLAY_WRITES,
    &MATRIX_NODES,
    &OPTIONS,
    &PLACEMENTS,
    &TIE,
];

/// A stream of records, each a fixed head, and with `list` a list whose
/// length the head ends with, read through named offsets.
#[derive(Clone, Copy, Debug)]
pub struct RecordStream {
    /// The name of the offsets' object in JavaScript.
    pub name: &'static str,
    /// What it is.
    pub doc: &'static str,
    /// Each record's head; with a list, the last is the list's length.
    pub head: &'static [Field],
    /// Whether a list follows each head.
    pub list: bool,
}

/// `Stepper.nextBatch()`'s records: `[kind, a, b, step, listLength, ...list]`.
pub const BATCH_RECORD: RecordStream = RecordStream {
    name: "BatchRecord",
    doc: "Each record of Stepper.nextBatch(): an event of the search.",
    head: &[
        field("kind", "An EventKind."),
        field("a", "The item (choose, cover, uncover), the option (select, deselect) or the solutions so far (solution)."),
        field("b", "The length (choose) or the depth (select, deselect); 0 otherwise."),
        field("step", "The step of Knuth's Algorithm X it performs, 2 to 7."),
        field("listLength", "The length of the list that follows: the options a cover hid or an uncover restored, a real branch's tie (the tie layout), or the option a deselect's level tries next, if one is left."),
    ],
    list: true,
};

/// `RungStepper.nextBatch()`'s records, six numbers each.
pub const RUNG_RECORD: RecordStream = RecordStream {
    name: "RungRecord",
    doc: "Each record of RungStepper.nextBatch(): a placement, a removal or a solution of a rung's search.",
    head: &[
        field("kind", "A MoveKind."),
        field("cell", "The cell, row by row from 0 (for a solution, the solutions so far)."),
        field("symbol", "The symbol placed or removed, from 1."),
        field("candidates", "The symbols a simple rung weighed for the cell, bit s - 1 for symbol s; 0 for dancing links and for a removal."),
        field("item", "The item dancing links branched on (RungStepper.itemConstraint says what it stands for); -1 for the simple rungs."),
        field("options", "How many choices the placement was made among: the candidates, or the item's options; 0 for a removal."),
    ],
    list: false,
};

/// The record streams.
pub const RECORD_STREAMS: [&RecordStream; 2] = [&BATCH_RECORD, &RUNG_RECORD];

impl RecordStream {
    /// The position of head field `name`.
    ///
    /// # Panics
    ///
    /// If the head has no such field: a mistake in this file.
    pub fn index(&self, name: &str) -> usize {
        self.head
            .iter()
            .position(|field| field.name == name)
            .unwrap_or_else(|| panic!("{} has no field {name}", self.name))
    }
}

/// What the JavaScript tells an error by, as `error.code`, rather than by
/// its wording: the code of each error the binding throws on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorCode {
    /// A budget or a timeout ran out.
    GaveUp,
    /// The puzzle has no solution.
    NoSolution,
    /// The puzzle has more than one solution.
    SeveralSolutions,
    /// The player's pencil marks, said to be complete, leave no way to
    /// finish the grid.
    WrongMarks,
}

impl ErrorCode {
    /// Every code.
    pub const ALL: [ErrorCode; 4] = [
        ErrorCode::GaveUp,
        ErrorCode::NoSolution,
        ErrorCode::SeveralSolutions,
        ErrorCode::WrongMarks,
    ];

    /// The code as `error.code` holds it.
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorCode::GaveUp => "gave-up",
            ErrorCode::NoSolution => "no-solution",
            ErrorCode::SeveralSolutions => "several-solutions",
            ErrorCode::WrongMarks => "wrong-marks",
        }
    }

    /// Its name in JavaScript's `ErrorCode`.
    pub fn js_name(self) -> &'static str {
        match self {
            ErrorCode::GaveUp => "GaveUp",
            ErrorCode::NoSolution => "NoSolution",
            ErrorCode::SeveralSolutions => "SeveralSolutions",
            ErrorCode::WrongMarks => "WrongMarks",
        }
    }
}

/// Writes one array of a [`Layout`]: the head's numbers by name, then each
/// part by name, in the declared order. In debug builds every name, order
/// and length is checked against the layout; release builds only append.
pub struct Packer<T> {
    layout: &'static Layout,
    values: Vec<T>,
    /// Parts written so far.
    parts: usize,
}

impl<T: Copy + Into<f64>> Packer<T> {
    /// Starts `layout`'s array with its head: `(name, value)` for every
    /// field, in order.
    pub fn new(layout: &'static Layout, head: &[(&str, T)]) -> Packer<T> {
        debug_assert!(
            head.len() == layout.head.len()
                && head
                    .iter()
                    .zip(layout.head)
                    .all(|((name, _), field)| *name == field.name),
            "{}'s head is not written as declared",
            layout.name
        );
        Packer {
            layout,
            values: head.iter().map(|&(_, value)| value).collect(),
            parts: 0,
        }
    }

    /// Appends the next part, `name`, from `values`.
    pub fn part(&mut self, name: &str, values: impl IntoIterator<Item = T>) -> &mut Packer<T> {
        let start = self.values.len();
        self.values.extend(values);
        if cfg!(debug_assertions) {
            self.check(name, self.values.len() - start);
        }
        self.parts += 1;
        self
    }

    /// The array.
    pub fn finish(self) -> Vec<T> {
        debug_assert!(
            self.parts == self.layout.parts.len(),
            "{} is missing parts",
            self.layout.name
        );
        self.values
    }

    /// Whether the part written is the next declared, with its length.
    fn check(&self, name: &str, written: usize) {
        let layout = self.layout;
        let part = layout
            .parts
            .get(self.parts)
            .unwrap_or_else(|| panic!("{} has no part after {}", layout.name, self.parts));
        assert_eq!(
            part.name, name,
            "{}: part written out of order",
            layout.name
        );
        let stride = part.fields.len().max(1);
        match part.count {
            Count::Head(field) => {
                let count: f64 = self.values[layout.head_index(field)].into();
                assert_eq!(
                    written,
                    count as usize * stride,
                    "{}.{name}: {field} entries",
                    layout.name
                );
            }
            Count::HalfOfRest | Count::Rest => {
                assert_eq!(written % stride, 0, "{}.{name}: whole records", layout.name);
            }
        }
    }
}
