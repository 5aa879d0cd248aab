#pragma once

#include <QDate>
#include <QString>

namespace gp {

// Where a figure comes from: a datasheet or a price list, and the date it describes.
struct Source
{
    QString id;    // key in the file's "sources" object
    QString title; // "AWS EC2 on-demand price list via instances.vantage.sh export"
    QString url;
    QDate asOf;
    QString notes;
    // The publisher does not date these prices (JSON "as_of_basis": "retrieved"): asOf is the day they were
    // retrieved, and the prices may be older. Shown as "undated, retrieved …" wherever the date appears.
    bool undated = false;
};

// Where an entity was read from, for messages about it later (after merging layers).
struct Origin
{
    QString file;
    QString path; // JSON path inside the file
};

} // namespace gp
